<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Engine</name>
    <message numerus="yes">
        <location filename="../sheet_app/engine/lint.py" line="437"/>
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} and %n more</numerusform>
            <numerusform>{names} and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/lint.py" line="501"/>
        <source>pool {pool} is defined %n times ({where}); the last one wins</source>
        <translation>
            <numerusform>pool {pool} is defined %n time ({where}); the last one wins</numerusform>
            <numerusform>pool {pool} is defined %n times ({where}); the last one wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/lint.py" line="502"/>
        <source>pool {pool} is defined %n times; the last one wins</source>
        <translation>
            <numerusform>pool {pool} is defined %n time; the last one wins</numerusform>
            <numerusform>pool {pool} is defined %n times; the last one wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/lint.py" line="619"/>
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/lint.py" line="619"/>
        <source>%n warnings</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/runtime.py" line="70"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/runtime.py" line="70"/>
        <source>%n charges</source>
        <translation>
            <numerusform>%n charge</numerusform>
            <numerusform>%n charges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/runtime.py" line="71"/>
        <source>%n uses</source>
        <translation>
            <numerusform>%n use</numerusform>
            <numerusform>%n uses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/runtime.py" line="71"/>
        <source>%n actions</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/runtime.py" line="72"/>
        <source>%n rules</source>
        <translation>
            <numerusform>%n rule</numerusform>
            <numerusform>%n rules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/runtime.py" line="72"/>
        <source>%n items</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/runtime.py" line="298"/>
        <source>{pool} set to %n dice ({faces}) on {cause}</source>
        <translation>
            <numerusform>{pool} set to %n die ({faces}) on {cause}</numerusform>
            <numerusform>{pool} set to %n dice ({faces}) on {cause}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/runtime.py" line="477"/>
        <source>pools.{pid}: {pool}: saved faces {faces} outside 1..{top} of its {die}; clamped into the die</source>
        <translation>
            <numerusform>pools.{pid}: {pool}: saved face {faces} outside 1..{top} of its {die}; clamped into the die</numerusform>
            <numerusform>pools.{pid}: {pool}: saved faces {faces} outside 1..{top} of its {die}; clamped into the die</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/runtime.py" line="483"/>
        <source>{pool}: %n dice dropped (its max is now {max})</source>
        <translation>
            <numerusform>{pool}: %n die dropped (its max is now {max})</numerusform>
            <numerusform>{pool}: %n dice dropped (its max is now {max})</numerusform>
        </translation>
    </message>
</context>
</TS>
