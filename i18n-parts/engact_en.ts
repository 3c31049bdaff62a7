<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Engine</name>
    <message numerus="yes">
        <location filename="../sheet_app/engine/steps.py" line="642"/>
        <source>Add %n items</source>
        <translation>
            <numerusform>Add %n item</numerusform>
            <numerusform>Add %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/steps.py" line="728"/>
        <source>Spend %n actions</source>
        <translation>
            <numerusform>Spend an action</numerusform>
            <numerusform>Spend %n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="117"/>
        <source>{name} needs %n dice from {pool}, {held} held</source>
        <translation>
            <numerusform>{name} needs %n die from {pool}, {held} held</numerusform>
            <numerusform>{name} needs %n dice from {pool}, {held} held</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="125"/>
        <source>pick {pick} is out of range ({pool} holds %n dice, numbered from 0)</source>
        <translation>
            <numerusform>pick {pick} is out of range ({pool} holds %n die, numbered from 0)</numerusform>
            <numerusform>pick {pick} is out of range ({pool} holds %n dice, numbered from 0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="136"/>
        <source>{name} can raise at most %n dice, {picked} picked</source>
        <translation>
            <numerusform>{name} can raise at most %n die, {picked} picked</numerusform>
            <numerusform>{name} can raise at most %n dice, {picked} picked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="151"/>
        <source>{name} needs at least %n dice picked, {picked} picked</source>
        <translation>
            <numerusform>{name} needs at least %n die picked, {picked} picked</numerusform>
            <numerusform>{name} needs at least %n dice picked, {picked} picked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="158"/>
        <source>Spent %n dice of {pool} ({faces})</source>
        <translation>
            <numerusform>Spent %n die of {pool} ({faces})</numerusform>
            <numerusform>Spent %n dice of {pool} ({faces})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="223"/>
        <location filename="../sheet_app/engine/activation.py" line="296"/>
        <location filename="../sheet_app/engine/activation.py" line="421"/>
        <source>{name} needs %n charges of {pool}, {left} left</source>
        <translation>
            <numerusform>{name} needs %n charge of {pool}, {left} left</numerusform>
            <numerusform>{name} needs %n charges of {pool}, {left} left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="254"/>
        <source>{pool}: %n uses spent ({left}/{max} left)</source>
        <translation>
            <numerusform>{pool}: %n use spent ({left}/{max} left)</numerusform>
            <numerusform>{pool}: %n uses spent ({left}/{max} left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="255"/>
        <source>{pool}: %n uses spent ({left}/{max} left) for {name}</source>
        <translation>
            <numerusform>{pool}: %n use spent ({left}/{max} left) for {name}</numerusform>
            <numerusform>{pool}: %n uses spent ({left}/{max} left) for {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="257"/>
        <source>{pool}: %n charges spent ({left}/{max} left)</source>
        <translation>
            <numerusform>{pool}: %n charge spent ({left}/{max} left)</numerusform>
            <numerusform>{pool}: %n charges spent ({left}/{max} left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="258"/>
        <location filename="../sheet_app/engine/activation.py" line="428"/>
        <source>{pool}: %n charges spent ({left}/{max} left) for {name}</source>
        <translation>
            <numerusform>{pool}: %n charge spent ({left}/{max} left) for {name}</numerusform>
            <numerusform>{pool}: %n charges spent ({left}/{max} left) for {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/actions/dice.py" line="46"/>
        <source>die {index} is out of range ({pool} holds %n dice, numbered from 0)</source>
        <translation>
            <numerusform>die {index} is out of range ({pool} holds %n die, numbered from 0)</numerusform>
            <numerusform>die {index} is out of range ({pool} holds %n dice, numbered from 0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/actions/items.py" line="91"/>
        <source>%n items added: {items}</source>
        <translation>
            <numerusform>%n item added: {items}</numerusform>
            <numerusform>%n items added: {items}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/actions/rules.py" line="87"/>
        <source>{name}: rules edited (%n rules)</source>
        <translation>
            <numerusform>{name}: rules edited (%n rule)</numerusform>
            <numerusform>{name}: rules edited (%n rules)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/actions/table_events.py" line="158"/>
        <source>%n {size} hit dice asked, {left} left</source>
        <translation>
            <numerusform>%n {size} hit die asked, {left} left</numerusform>
            <numerusform>%n {size} hit dice asked, {left} left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="170"/>
        <source>{what} needs %n actions, {left} left</source>
        <translation>
            <numerusform>{what} needs %n action, {left} left</numerusform>
            <numerusform>{what} needs %n actions, {left} left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="182"/>
        <source>{what}: %n actions spent ({left})</source>
        <translation>
            <numerusform>{what}: %n action spent ({left})</numerusform>
            <numerusform>{what}: %n actions spent ({left})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="288"/>
        <source>{name}: the target gains %n actions now</source>
        <translation>
            <numerusform>{name}: the target gains %n action now</numerusform>
            <numerusform>{name}: the target gains %n actions now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="289"/>
        <source>{name}: the target gains %n actions next turn</source>
        <translation>
            <numerusform>{name}: the target gains %n action next turn</numerusform>
            <numerusform>{name}: the target gains %n actions next turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="290"/>
        <source>{name}: the target loses %n actions now</source>
        <translation>
            <numerusform>{name}: the target loses %n action now</numerusform>
            <numerusform>{name}: the target loses %n actions now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="291"/>
        <source>{name}: the target loses %n actions next turn</source>
        <translation>
            <numerusform>{name}: the target loses %n action next turn</numerusform>
            <numerusform>{name}: the target loses %n actions next turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="293"/>
        <source>{name}: every ally gains %n actions now</source>
        <translation>
            <numerusform>{name}: every ally gains %n action now</numerusform>
            <numerusform>{name}: every ally gains %n actions now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="294"/>
        <source>{name}: every ally gains %n actions next turn</source>
        <translation>
            <numerusform>{name}: every ally gains %n action next turn</numerusform>
            <numerusform>{name}: every ally gains %n actions next turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="295"/>
        <source>{name}: every ally loses %n actions now</source>
        <translation>
            <numerusform>{name}: every ally loses %n action now</numerusform>
            <numerusform>{name}: every ally loses %n actions now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="296"/>
        <source>{name}: every ally loses %n actions next turn</source>
        <translation>
            <numerusform>{name}: every ally loses %n action next turn</numerusform>
            <numerusform>{name}: every ally loses %n actions next turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="307"/>
        <source>{name}: {value:+d} actions next turn</source>
        <translation>
            <numerusform>{name}: {value:+d} action next turn</numerusform>
            <numerusform>{name}: {value:+d} actions next turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="318"/>
        <source>{name}: {value:+d} actions now (borrowed from next turn) ({left})</source>
        <translation>
            <numerusform>{name}: {value:+d} action now (borrowed from next turn) ({left})</numerusform>
            <numerusform>{name}: {value:+d} actions now (borrowed from next turn) ({left})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="319"/>
        <source>{name}: {value:+d} actions now ({left})</source>
        <translation>
            <numerusform>{name}: {value:+d} action now ({left})</numerusform>
            <numerusform>{name}: {value:+d} actions now ({left})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="360"/>
        <source>{reaction} needs %n actions, {left} left (a reaction cannot use extra actions)</source>
        <translation>
            <numerusform>{reaction} needs %n action, {left} left (a reaction cannot use extra actions)</numerusform>
            <numerusform>{reaction} needs %n actions, {left} left (a reaction cannot use extra actions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="366"/>
        <source>%n actions spent</source>
        <translation>
            <numerusform>%n action spent</numerusform>
            <numerusform>%n actions spent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/spells.py" line="139"/>
        <source>damage dice {value} sizes larger</source>
        <translation>
            <numerusform>damage dice {value} size larger</numerusform>
            <numerusform>damage dice {value} sizes larger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/conditions.py" line="157"/>
        <source>ends after %n more of your attacks</source>
        <translation>
            <numerusform>ends after your next attack</numerusform>
            <numerusform>ends after %n more of your attacks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/conditions.py" line="158"/>
        <source>ends after %n more of your turns</source>
        <translation>
            <numerusform>ends at the end of your turn</numerusform>
            <numerusform>ends after %n more of your turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/toggles.py" line="308"/>
        <source>no attack or use of {name} for %n rounds</source>
        <translation>
            <numerusform>no attack or use of {name} for %n round</numerusform>
            <numerusform>no attack or use of {name} for %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/dying.py" line="40"/>
        <source>%n wounds</source>
        <translation>
            <numerusform>%n wound</numerusform>
            <numerusform>%n wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/grants.py" line="180"/>
        <source>Grant Spells {name} picks exactly %n spells (spellPicks.{rule} has {given})</source>
        <translation>
            <numerusform>Grant Spells {name} picks exactly %n spell (spellPicks.{rule} has {given})</numerusform>
            <numerusform>Grant Spells {name} picks exactly %n spells (spellPicks.{rule} has {given})</numerusform>
        </translation>
    </message>
</context>
</TS>
