<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Ui</name>
    <message numerus="yes">
        <location filename="../sheet_app/ui/attack_offers.py" line="252"/>
        <location filename="../sheet_app/ui/attacked_dialog.py" line="159"/>
        <source>Picked {count} · sum {total} · pick at least %n dice</source>
        <translation>
            <numerusform>Picked {count} · sum {total} · pick at least %n die</numerusform>
            <numerusform>Picked {count} · sum {total} · pick at least %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/attack_offers.py" line="275"/>
        <source>Pick at least %n dice first.</source>
        <translation>
            <numerusform>Pick at least %n die first.</numerusform>
            <numerusform>Pick at least %n dice first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/attacked_dialog.py" line="123"/>
        <location filename="../sheet_app/ui/attacked_dialog.py" line="124"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/attacked_dialog.py" line="308"/>
        <source>Pick %n dice for {reaction}, or untick it</source>
        <translation>
            <numerusform>Pick %n die for {reaction}, or untick it</numerusform>
            <numerusform>Pick %n dice for {reaction}, or untick it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/characters.py" line="103"/>
        <source>%n characters in the library</source>
        <translation>
            <numerusform>%n character in the library</numerusform>
            <numerusform>%n characters in the library</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/characters.py" line="394"/>
        <source>Imported %n items</source>
        <translation>
            <numerusform>Imported %n item</numerusform>
            <numerusform>Imported %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/characters.py" line="412"/>
        <source>Exported %n items to {path}</source>
        <translation>
            <numerusform>Exported %n item to {path}</numerusform>
            <numerusform>Exported %n items to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/content_browser.py" line="311"/>
        <source>%n found</source>
        <comment>content rows found</comment>
        <translation>
            <numerusform>%n found</numerusform>
            <numerusform>%n found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/level_up_dialog.py" line="215"/>
        <location filename="../sheet_app/ui/new_character_dialog.py" line="243"/>
        <source>{pick}: choose %n spells</source>
        <translation>
            <numerusform>{pick}: choose %n spell</numerusform>
            <numerusform>{pick}: choose %n spells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/new_character_dialog.py" line="335"/>
        <source>Choose %n spells for {pick}</source>
        <translation>
            <numerusform>Choose %n spell for {pick}</numerusform>
            <numerusform>Choose %n spells for {pick}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/ui/real_dice.py" line="141"/>
        <source>Those faces call for %n more dice: roll them too.</source>
        <translation>
            <numerusform>Those faces call for %n more die: roll it too.</numerusform>
            <numerusform>Those faces call for %n more dice: roll them too.</numerusform>
        </translation>
    </message>
</context>
</TS>
