<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Rules</name>
    <message numerus="yes">
        <location filename="../sheet_app/engine/model.py" line="241"/>
        <source>{pool}: %n charge(s) {die}</source>
        <translation>
            <numerusform>{pool}: %n charge {die}</numerusform>
            <numerusform>{pool}: %n charges {die}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/model.py" line="242"/>
        <source>{pool}: %n charge(s)</source>
        <translation>
            <numerusform>{pool}: %n charge</numerusform>
            <numerusform>{pool}: %n charges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/model.py" line="491"/>
        <source>%n idle round(s)</source>
        <translation>
            <numerusform>%n idle round</numerusform>
            <numerusform>%n idle rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/model.py" line="1086"/>
        <source>{effect} for %n turn(s)</source>
        <translation>
            <numerusform>{effect} for %n turn</numerusform>
            <numerusform>{effect} for %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/model.py" line="1151"/>
        <source>%n named spell(s)</source>
        <translation>
            <numerusform>%n named spell(s)</numerusform>
            <numerusform>%n named spell(s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/views/rule_specs.py" line="390"/>
        <source>set: roll {dice}d20, keep the highest; adjust: %n step(s) that way</source>
        <translation>
            <numerusform>set: roll {dice}d20, keep the highest; adjust: %n step that way</numerusform>
            <numerusform>set: roll {dice}d20, keep the highest; adjust: %n steps that way</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/views/rule_specs.py" line="391"/>
        <source>set: roll {dice}d20, keep the lowest; adjust: %n step(s) that way</source>
        <translation>
            <numerusform>set: roll {dice}d20, keep the lowest; adjust: %n step that way</numerusform>
            <numerusform>set: roll {dice}d20, keep the lowest; adjust: %n steps that way</numerusform>
        </translation>
    </message>
</context>
</TS>
