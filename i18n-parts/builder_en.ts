<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Builder</name>
    <message numerus="yes">
        <location filename="../sheet_app/ui/builder/chrome.py" line="174"/>
        <source>%n rules</source>
        <translation>
            <numerusform>%n rule</numerusform>
            <numerusform>%n rules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/builder/closing.py" line="28"/>
        <source>● %n unsaved changes</source>
        <translation>
            <numerusform>● %n unsaved change</numerusform>
            <numerusform>● %n unsaved changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/builder/closing.py" line="42"/>
        <source>Discard %n changes?</source>
        <translation>
            <numerusform>Discard %n change?</numerusform>
            <numerusform>Discard %n changes?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/builder/problems_bar.py" line="27"/>
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/builder/problems_bar.py" line="28"/>
        <source>%n warnings</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message numerus="yes">
        <location filename="../sheet_app/ui/dice_panel/panel.py" line="275"/>
        <source> · pick at least %n dice</source>
        <translation>
            <numerusform> · pick at least %n die</numerusform>
            <numerusform> · pick at least %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/dice_panel/panel.py" line="311"/>
        <source>Pick at least %n dice first.</source>
        <translation>
            <numerusform>Pick at least %n die first.</numerusform>
            <numerusform>Pick at least %n dice first.</numerusform>
        </translation>
    </message>
</context>
</TS>
