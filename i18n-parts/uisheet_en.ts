<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Board</name>
    <message numerus="yes">
        <location filename="../sheet_app/ui/table/card.py" line="241"/>
        <source>● %n requests waiting for the player</source>
        <translation>
            <numerusform>● %n request waiting for the player</numerusform>
            <numerusform>● %n requests waiting for the player</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/table/condition_dialog.py" line="110"/>
        <source>Ends after %n of their turns (each End turn counts one); the encounter&apos;s end clears it.</source>
        <translation>
            <numerusform>Ends at the end of their next turn (each End turn counts one); the encounter&apos;s end clears it.</numerusform>
            <numerusform>Ends after %n of their turns (each End turn counts one); the encounter&apos;s end clears it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message numerus="yes">
        <location filename="../sheet_app/ui/sheet/files.py" line="148"/>
        <source>Sheet exported to {path} (%n pages)</source>
        <translation>
            <numerusform>Sheet exported to {path} (%n page)</numerusform>
            <numerusform>Sheet exported to {path} (%n pages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/sheet/files.py" line="173"/>
        <source>Sent %n pages to {printer}</source>
        <translation>
            <numerusform>Sent %n page to {printer}</numerusform>
            <numerusform>Sent %n pages to {printer}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/sheet/files.py" line="280"/>
        <source>Imported %n documents from {folder}</source>
        <translation>
            <numerusform>Imported %n documents from {folder}</numerusform>
            <numerusform>Imported %n documents from {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/sheet/problems.py" line="75"/>
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/sheet/problems.py" line="76"/>
        <source>%n warnings</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
</TS>
