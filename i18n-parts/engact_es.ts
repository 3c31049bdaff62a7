<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Engine</name>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="318"/>
        <source>Start encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="323"/>
        <source>End encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="330"/>
        <source>Roll initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="356"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="358"/>
        <location filename="../sheet_app/engine/rolls.py" line="118"/>
        <source>{name} save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="358"/>
        <location filename="../sheet_app/engine/rolls.py" line="118"/>
        <source>{name} check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="363"/>
        <source>Start turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="368"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="383"/>
        <location filename="../sheet_app/engine/actions/table_events.py" line="244"/>
        <location filename="../sheet_app/engine/actions/table_events.py" line="246"/>
        <source>Safe rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="383"/>
        <location filename="../sheet_app/engine/actions/table_events.py" line="246"/>
        <source>Field rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="388"/>
        <source>Spend hit dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="400"/>
        <source>Trigger {trigger}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="420"/>
        <location filename="../sheet_app/engine/activation.py" line="718"/>
        <location filename="../sheet_app/engine/actions/table_events.py" line="303"/>
        <source>{amount} {kind} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="421"/>
        <location filename="../sheet_app/engine/activation.py" line="719"/>
        <location filename="../sheet_app/engine/actions/table_events.py" line="303"/>
        <source>{amount} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="422"/>
        <source>Attacked ({damage}, critical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="423"/>
        <source>Attacked ({damage})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="432"/>
        <source>Damage ({amount})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="442"/>
        <source>Heal ({amount} HP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="479"/>
        <source>Spend {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="487"/>
        <source>Roll a die from {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="492"/>
        <source>Set a die of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="499"/>
        <source>Remove a die from {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="505"/>
        <source>Reroll a die of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="511"/>
        <source>Roll a die into {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="519"/>
        <source>Set {name} to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="523"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="523"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="524"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="524"/>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="525"/>
        <source>Dexterity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="526"/>
        <source>Intelligence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="527"/>
        <source>Will</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="527"/>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="528"/>
        <source>Max HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="528"/>
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="529"/>
        <source>Max wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="530"/>
        <source>Mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="530"/>
        <source>Max mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="531"/>
        <source>Temporary HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="536"/>
        <source>{skill} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="537"/>
        <source>{skill} bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="538"/>
        <source>{stat} save bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="539"/>
        <source>{stat} save roll mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="540"/>
        <source>{mode} speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="550"/>
        <location filename="../sheet_app/engine/actions/turn_actions.py" line="20"/>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="551"/>
        <source>Max actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="552"/>
        <source>Mana bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="553"/>
        <source>Highest spell tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="554"/>
        <location filename="../sheet_app/engine/spells.py" line="33"/>
        <source>Armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="577"/>
        <source>Set {field}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="578"/>
        <source>Set {field} to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="587"/>
        <location filename="../sheet_app/engine/steps.py" line="766"/>
        <location filename="../sheet_app/engine/actions/character.py" line="197"/>
        <location filename="../sheet_app/engine/toggles.py" line="175"/>
        <source>{name} on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="587"/>
        <location filename="../sheet_app/engine/steps.py" line="766"/>
        <location filename="../sheet_app/engine/actions/character.py" line="202"/>
        <location filename="../sheet_app/engine/actions/table_events.py" line="196"/>
        <source>{name} off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="603"/>
        <source>Use {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="623"/>
        <source>Equip {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="623"/>
        <source>Unequip {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="634"/>
        <source>Add {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="634"/>
        <source>Add an item</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/steps.py" line="642"/>
        <source>Add %n items</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="647"/>
        <source>Edit {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="654"/>
        <source>Duplicate {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="661"/>
        <source>Move {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="667"/>
        <source>Delete {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="683"/>
        <source>Enable a rule of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="684"/>
        <source>Disable a rule of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="691"/>
        <source>Edit a rule of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="699"/>
        <source>Add a rule of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="706"/>
        <source>Delete a rule of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="714"/>
        <source>Rules Builder edits on {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/steps.py" line="728"/>
        <source>Spend %n actions</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="747"/>
        <source>Cast {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="792"/>
        <source>Level up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/steps.py" line="803"/>
        <source>Level down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="38"/>
        <source>&apos;item&apos; must be an item id or name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="41"/>
        <source>there is no item {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="112"/>
        <source>&apos;picks&apos; must be a list of die indices</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="117"/>
        <source>{name} needs %n dice from {pool}, {held} held</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="120"/>
        <source>{name} needs a die from {pool}, none held</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="125"/>
        <source>pick {pick} is out of range ({pool} holds %n dice, numbered from 0)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="128"/>
        <source>a die was picked twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="134"/>
        <source>{name} needs a die picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="136"/>
        <source>{name} can raise at most %n dice, {picked} picked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="140"/>
        <source>die {index} already shows its top face ({top})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="147"/>
        <source>{name}: {pool} raised to the top face ({faces})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="151"/>
        <source>{name} needs at least %n dice picked, {picked} picked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="158"/>
        <source>Spent %n dice of {pool} ({faces})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="161"/>
        <source>Spent {count} {dice} ({faces})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="167"/>
        <source>{name}: {spent} for {extra} extra damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="177"/>
        <source>{spent}: {banked} damage reduction banked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="178"/>
        <source> (the bank holds at most {limit:,})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="181"/>
        <source>{spent}: no damage reduction ({total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="223"/>
        <location filename="../sheet_app/engine/activation.py" line="296"/>
        <location filename="../sheet_app/engine/activation.py" line="421"/>
        <source>{name} needs %n charges of {pool}, {left} left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="234"/>
        <location filename="../sheet_app/engine/activation.py" line="274"/>
        <location filename="../sheet_app/engine/activation.py" line="357"/>
        <source>{name} is not equipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="254"/>
        <source>{pool}: %n uses spent ({left}/{max} left)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="255"/>
        <source>{pool}: %n uses spent ({left}/{max} left) for {name}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="257"/>
        <source>{pool}: %n charges spent ({left}/{max} left)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/activation.py" line="258"/>
        <location filename="../sheet_app/engine/activation.py" line="428"/>
        <source>{pool}: %n charges spent ({left}/{max} left) for {name}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="284"/>
        <source>there is no charge pool {pool}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="287"/>
        <source>{pool} is inactive: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="291"/>
        <source>its cost formula fails: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="322"/>
        <source>{name}: {current}/{max}, no uses left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="324"/>
        <source>{name}: {current}/{max}, needs {need}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="337"/>
        <source>{name} has no attack to add {pool} dice to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="341"/>
        <source>{pool} has no die size: its charges cannot be rolled as damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="376"/>
        <source>Used {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="385"/>
        <source>{name} has no active manual dice consumer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="406"/>
        <source>{name} has no manual dice consumer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="449"/>
        <source>{name} has no attack to offer cards on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="451"/>
        <source>{name} has no attack to pick a Conditional Bonus for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="475"/>
        <source> of {pool}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="476"/>
        <source>{name} has no card-offer consumer{of}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="478"/>
        <location filename="../sheet_app/engine/actions/dice.py" line="22"/>
        <location filename="../sheet_app/engine/actions/table_events.py" line="281"/>
        <source> number {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="504"/>
        <source>the attack missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="506"/>
        <source>the attack was not a critical hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="508"/>
        <source>it is offered on {delivery} attacks only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="520"/>
        <source>{pool} {change:+d} ({after}/{max}) from {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="527"/>
        <source>{pool} cleared by {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="531"/>
        <source>{pool} rolled in full ({faces}) by {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="539"/>
        <source>{pool} +{count} ({faces}) from {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="542"/>
        <source>{pool} is full: rolled {faces}, kept nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="553"/>
        <source>{pool} raised to the top face ({faces}) by {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="597"/>
        <location filename="../sheet_app/engine/attack_modes.py" line="241"/>
        <source>{name} damage formula {formula}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="614"/>
        <source>{head}miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="615"/>
        <source> ({rolled}; no damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="626"/>
        <source>; the first die exploded: {chain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="630"/>
        <source>{head}critical hit, {total} damage{detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="631"/>
        <source>{head}hit, {total} damage{detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="704"/>
        <source>{name}: not offered ({why}); nothing spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="720"/>
        <location filename="../sheet_app/engine/actions/table_events.py" line="307"/>
        <source>Attacked: {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="720"/>
        <source>Took {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="721"/>
        <location filename="../sheet_app/engine/actions/table_events.py" line="308"/>
        <source> (critical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="731"/>
        <source>Damage reduction absorbed {absorbed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="732"/>
        <source> ({lost} lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="739"/>
        <source>Temporary HP absorbed {absorbed} ({before} → {after})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="752"/>
        <location filename="../sheet_app/engine/actions/table_events.py" line="214"/>
        <source>HP {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/activation.py" line="757"/>
        <location filename="../sheet_app/engine/activation.py" line="761"/>
        <source>Bloodied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="28"/>
        <source>&apos;value&apos; has the wrong type ({type})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="37"/>
        <source>poolBonuses.&lt;identifier&gt; needs a pool identifier (no &apos;:&apos;, &apos;@&apos; or &apos;.&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="40"/>
        <source>a pool bonus must be between -{limit:,} and {limit:,}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="52"/>
        <source>{pool} level-up bonus {before:+d} → {after:+d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="113"/>
        <source>&apos;{field}&apos; cannot be set (one of {fields}, hitDice.&lt;size&gt;.current, hitDice.&lt;size&gt;.max, poolBonuses.&lt;identifier&gt;, skills.&lt;skill&gt;.points|bonus, savingThrows.&lt;stat&gt;.bonus|defaultRollMode, armor.baseValue or movement.&lt;mode&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="120"/>
        <source>size must be one of {sizes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="124"/>
        <source>the name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="129"/>
        <source>{field} cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="131"/>
        <source>{field} must be between -{limit:,} and {limit:,}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="161"/>
        <source>Hit dice {size} current {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="162"/>
        <source>Hit dice {size} max {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="182"/>
        <source>{field} {before} → {after}, lowered to the new maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/character.py" line="191"/>
        <source>&apos;name&apos; must be a word such as raging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/conditions.py" line="14"/>
        <source>HP at half or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/conditions.py" line="14"/>
        <source>wounds above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/conditions.py" line="15"/>
        <source>{condition} is derived ({why}): it cannot be turned on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/conditions.py" line="20"/>
        <source>{name} is no condition (blinded, dazed, prone … of character.md §12); any other state is set with the state step: {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/conditions.py" line="24"/>
        <source>a timer counts &apos;turnEnds&apos; or &apos;attacks&apos;, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/conditions.py" line="27"/>
        <source>a condition turned off takes no timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/conditions.py" line="32"/>
        <source>you are immune to {condition} ({sources})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/dice.py" line="21"/>
        <source>{name} has no active manual consumer of {pool}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/dice.py" line="31"/>
        <source>{pool} has no die size to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/dice.py" line="34"/>
        <source>{pool} needs 1 charge, 0 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/dice.py" line="37"/>
        <source>{pool}: rolled {face} on a {die} ({left}/{max} left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/actions/dice.py" line="46"/>
        <source>die {index} is out of range ({pool} holds %n dice, numbered from 0)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/dice.py" line="58"/>
        <source>a {die} shows 1 to {top}, not {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/dice.py" line="63"/>
        <source>{pool}: die {number} set {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/dice.py" line="73"/>
        <source>{pool}: removed a die ({face})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/dice.py" line="84"/>
        <source>{pool}: die {number} rerolled {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/dice.py" line="93"/>
        <source>{pool} is full ({count}/{max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/dice.py" line="97"/>
        <source>{pool} +1 ({face}) rolled in by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/dice.py" line="106"/>
        <source>{pool} set {before} → {after} ({after}/{max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/dice.py" line="115"/>
        <source>a check names exactly one of &apos;skill&apos;, &apos;save&apos; or &apos;stat&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="30"/>
        <source>item {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="54"/>
        <location filename="../sheet_app/engine/actions/rules.py" line="72"/>
        <source>&apos;at&apos; must be 0..{last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="60"/>
        <source>{name} added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="89"/>
        <location filename="../sheet_app/engine/level_up.py" line="390"/>
        <source> and {count} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/actions/items.py" line="91"/>
        <source>%n items added: {items}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="103"/>
        <source>{key} cannot be edited here (one of {keys})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="114"/>
        <source>no {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="115"/>
        <source>{name}: edited ({fields})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="122"/>
        <source>{name} (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="127"/>
        <source>{name} added (a copy of {original})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="137"/>
        <source>&apos;to&apos; must be 0..{last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="142"/>
        <source>{name} moved to position {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="166"/>
        <source>{name} deleted with its pools ({pools})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="167"/>
        <source>{name} deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="183"/>
        <source>the dead cannot act (Dead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="194"/>
        <source>{name} is a {type}, not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="197"/>
        <source>{name} equipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/items.py" line="197"/>
        <source>{name} unequipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/rules.py" line="19"/>
        <source>{name}&apos;s rule {rule} is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/rules.py" line="23"/>
        <source>{name}: rule {rule} enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/rules.py" line="23"/>
        <source>{name}: rule {rule} disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/rules.py" line="36"/>
        <source>{name} has no rule {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/rules.py" line="53"/>
        <source>this rule is not an object; replace it whole with &apos;raw&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/rules.py" line="61"/>
        <source>{name}: rule {number} ({rule}) edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/rules.py" line="75"/>
        <source>{name}: rule {rule} added</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/actions/rules.py" line="87"/>
        <source>{name}: rules edited (%n rules)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/rules.py" line="96"/>
        <source>rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/rules.py" line="97"/>
        <source>{name}: rule {rule} deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="22"/>
        <source>an encounter is already running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="24"/>
        <source>Encounter started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="35"/>
        <source>no encounter is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="37"/>
        <source>Encounter ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="39"/>
        <location filename="../sheet_app/engine/toggles.py" line="49"/>
        <source>Encounter end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="43"/>
        <source>Unused damage reduction ({bank}) expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="72"/>
        <location filename="../sheet_app/engine/actions/table_events.py" line="118"/>
        <source>initiative formula {formula}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="76"/>
        <source>initiative {value} cannot come from {formula} ({low} to {high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="78"/>
        <source>Initiative {value} (rolled at the table; {mode})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="79"/>
        <source>Initiative {value} (rolled at the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="123"/>
        <source> {sign} {bonus} (Initiative Bonus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="127"/>
        <source>Initiative {value} ({rolled}; {mode})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="128"/>
        <source>Initiative {value} ({rolled})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="134"/>
        <source>Turn started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="145"/>
        <source>Turn ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/actions/table_events.py" line="158"/>
        <source>%n {size} hit dice asked, {left} left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="180"/>
        <source>Catch Breath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="180"/>
        <source>Make Camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="181"/>
        <source>, {strength:+d} STR each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="182"/>
        <source> with advantage ({sources})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="185"/>
        <source> at their top face (Maximize Hit Dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="186"/>
        <source>{mode}: hit dice {dice}{how}{bonus}: healed {total}, HP {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="205"/>
        <location filename="../sheet_app/engine/actions/turn_actions.py" line="81"/>
        <source>Mana {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="216"/>
        <source>Temporary HP {before} → 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="224"/>
        <source>Hit dice back: {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="230"/>
        <source>Wounds {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="239"/>
        <source>Field rest: Catch Breath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="240"/>
        <source>Field rest: Make Camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="254"/>
        <source>&apos;hitDice&apos; names no hit dice to spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="263"/>
        <source>unknown trigger {trigger}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="265"/>
        <source>{trigger} triggered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="272"/>
        <source>reaction {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="280"/>
        <source>{where}: {name} has no active manual dice consumer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="306"/>
        <source>{kind} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="306"/>
        <source>damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/table_events.py" line="315"/>
        <source>A melee hit on an incapacitated character is a critical hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/turn_actions.py" line="19"/>
        <source>actions are tracked only in an encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/turn_actions.py" line="33"/>
        <source>{name} is not a spell (use activate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/turn_actions.py" line="40"/>
        <source>{field} must be a whole number {low:,}..{high:,}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/turn_actions.py" line="58"/>
        <source>Mana bonus {before:+d} → {after:+d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/turn_actions.py" line="65"/>
        <source>derived</source>
        <comment>the highest spell tier: found from the class, not set</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/turn_actions.py" line="66"/>
        <source>Highest spell tier {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/turn_actions.py" line="74"/>
        <source>mana.max is derived from {name}&apos;s mana formula: set mana.bonus instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/actions/turn_actions.py" line="76"/>
        <source>the class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="32"/>
        <source>Defend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="33"/>
        <source>Interpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="34"/>
        <source>Opportunity attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="35"/>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="97"/>
        <source>{current}/{max} + {extra} extra left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="99"/>
        <source>{current}/{max} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="127"/>
        <source>Actions {before} → {after} (carried over from between turns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="151"/>
        <source> ({pending:+d} carried over)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="152"/>
        <source>; reactions back ({reactions})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="153"/>
        <source>Actions refilled: {current}/{max}{carried}{back}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="162"/>
        <source>dead: {what} is not possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="165"/>
        <source>{condition}: {what} is not possible (no actions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="170"/>
        <source>{what} needs %n actions, {left} left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="182"/>
        <source>{what}: %n actions spent ({left})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="288"/>
        <source>{name}: the target gains %n actions now</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="289"/>
        <source>{name}: the target gains %n actions next turn</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="290"/>
        <source>{name}: the target loses %n actions now</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="291"/>
        <source>{name}: the target loses %n actions next turn</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="293"/>
        <source>{name}: every ally gains %n actions now</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="294"/>
        <source>{name}: every ally gains %n actions next turn</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="295"/>
        <source>{name}: every ally loses %n actions now</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="296"/>
        <source>{name}: every ally loses %n actions next turn</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="307"/>
        <source>{name}: {value:+d} actions next turn</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="318"/>
        <source>{name}: {value:+d} actions now (borrowed from next turn) ({left})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="319"/>
        <source>{name}: {value:+d} actions now ({left})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="335"/>
        <source>{reaction} needs an encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="338"/>
        <source>{reaction}: the character is dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="340"/>
        <source>{reaction} is already used this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="342"/>
        <source>{reaction} is not possible on your own turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="345"/>
        <source>{condition}: {reaction} is not possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="360"/>
        <source>{reaction} needs %n actions, {left} left (a reaction cannot use extra actions)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/action_tracker.py" line="366"/>
        <source>%n actions spent</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="367"/>
        <source>{reaction} (reaction): {spent} ({left})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="384"/>
        <source>Defend: damage reduced by Armor {armor} ({before} → {after})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="403"/>
        <source>No actions left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/action_tracker.py" line="409"/>
        <source>Dying: actions capped at {limit} ({left})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="30"/>
        <source>Reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="30"/>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="31"/>
        <source>Targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="32"/>
        <source>Area size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="32"/>
        <source>DC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="33"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="34"/>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="51"/>
        <source>{name} upcasts by a choice: give &apos;choice&apos; (0..{last})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="53"/>
        <source>{name} offers no upcast choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="66"/>
        <source>{name} is a cantrip: it costs no mana and cannot be upcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="69"/>
        <source>{name} is a tier {tier} spell: it needs at least {tier} mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="73"/>
        <source>{name} cannot be upcast (its scaling is none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="76"/>
        <source>no tier is unlocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="77"/>
        <source>the highest unlocked tier is {tier}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="78"/>
        <source>{name} cannot be upcast to {mana} mana: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="82"/>
        <source>{name} needs {mana} mana, {left} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="133"/>
        <source>+{value} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="136"/>
        <source>+{dice} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/spells.py" line="139"/>
        <source>damage dice {value} sizes larger</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="141"/>
        <source>Condition: {condition}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="141"/>
        <source>one more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="143"/>
        <source>Duration +{value} {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="172"/>
        <source>{name}: an upcast delta ({operation}) names no damage of this spell; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="187"/>
        <source>{condition}: {name} cannot be cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="216"/>
        <source>Cast {name} (tier {tier})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="216"/>
        <source>Cast {name} (cantrip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="219"/>
        <source>: {mana} mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="220"/>
        <source>, upcast {steps}: {deltas}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="225"/>
        <source>Warning: {name} is tier {tier}, above the highest unlocked tier ({highest})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="228"/>
        <source>none: not a caster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="249"/>
        <source>combat mana {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="251"/>
        <source>mana {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="252"/>
        <source>Spent {mana} mana ({parts})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="261"/>
        <source>a new spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="267"/>
        <source>Concentrating on {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="272"/>
        <source>a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="285"/>
        <source>Concentration on {name} ended ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="303"/>
        <source>Concentration: {roll}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="307"/>
        <source>Concentration: Strength save passed (taken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="308"/>
        <source>Concentration: Strength save failed (taken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="311"/>
        <source>the concentration save failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="321"/>
        <source>dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="329"/>
        <source>Mana {before} → {max} (its max is now {max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="340"/>
        <source>states: dying and concentrating: concentration ended (a dying character cannot concentrate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/spells.py" line="346"/>
        <source>mana.current: {value} is above the derived max {max}; clamped to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="66"/>
        <source>levelling up needs a class item: the character has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="70"/>
        <source>levelling up needs a class item: {name} is none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="114"/>
        <source>level {level} is the last level: there is no level to gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="128"/>
        <source>level {level} of {name} has no stat increase: give no stats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="133"/>
        <source>level {level} of {name} has a primary stat increase: name one key stat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="135"/>
        <source>level {level} of {name} has a secondary stat increase: name one stat that is not a key stat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="137"/>
        <source>level {level} of {name} has a capstone increase: name two different stats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="143"/>
        <source>primary increase must be a key stat ({keys}), not {stat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="146"/>
        <source>secondary increase must be a non-key stat ({stat} is a key stat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="150"/>
        <source>a stat cannot pass {cap}: {stat} is {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="157"/>
        <source>a level gives exactly one skill point: name one skill in &apos;skill&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="159"/>
        <source>unknown skill {skill} (one of {skills})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="163"/>
        <source>a skill cannot pass +{cap}: {skill} is +{value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="171"/>
        <source>a subclass is chosen at level {at}, not at level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="175"/>
        <source>the subclass&apos;s parentClass must be {identifier} (the class&apos;s identifier), not {parent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="179"/>
        <source>an epic boon is chosen at level {at}, not at level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="196"/>
        <source>{name} has no hit die size (hitDieSize 4, 6, 8, 10, 12 or 20): the level&apos;s HP cannot be found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="199"/>
        <source>average of {die}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="202"/>
        <source>the HP value must be 1..{faces} (a {die} rolled at the table), not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="205"/>
        <source>{die} rolled at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="210"/>
        <source>{die} with advantage{sources}: {faces} → {kept}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="259"/>
        <source>the items added grant more than {limit} items (a Grant Item loop?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="276"/>
        <source>Granted: {items}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="387"/>
        <source>HP +{hp} ({how})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="392"/>
        <source>added {items}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="393"/>
        <source>{name} level {level}: {changes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="403"/>
        <source>there is no level-up in the history to take back (levelUpHistory is empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="415"/>
        <source>Level {level} taken back: HP -{hp}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/level_up.py" line="417"/>
        <source>, removed {items}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/conditions.py" line="157"/>
        <source>ends after %n more of your attacks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/conditions.py" line="158"/>
        <source>ends after %n more of your turns</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="199"/>
        <source>{by}: {condition}: immune ({sources}), not applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="200"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="211"/>
        <source>{condition}: now {timer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="221"/>
        <source>{condition} on{timer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="241"/>
        <source>{condition} off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="243"/>
        <source>{condition} {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="277"/>
        <source>Target: {condition} ({by}{timer})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="294"/>
        <source>ended (the encounter is over)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="326"/>
        <source>ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="342"/>
        <source>Actions {before} → {after} ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="355"/>
        <source>Dazed: the next turn has one action fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="383"/>
        <source>ended: immune ({sources})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="415"/>
        <source>Restrained +1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="417"/>
        <source>Prone +1 (melee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="417"/>
        <source>Prone +1 in melee, −1 ranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="418"/>
        <source>Reminder: attacks against you: {effects}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="435"/>
        <source>a duration of {seconds} seconds is kept and ignored: only rounds or turns make a timer (character.md §15.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="439"/>
        <source>applies no condition: choose one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="441"/>
        <source>{condition} is derived from HP and wounds: it is never applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/conditions.py" line="444"/>
        <source>lists no condition: it does nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="32"/>
        <source>you died</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="33"/>
        <source>you were wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="34"/>
        <source>you are dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="35"/>
        <source>you rested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="36"/>
        <source>your turn started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="37"/>
        <source>your turn ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="38"/>
        <source>the encounter ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="39"/>
        <source>you took a critical hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="43"/>
        <source>Killed (the character dies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="44"/>
        <source>Wounded (a wound is added)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="45"/>
        <source>Dying (the character starts dying)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="46"/>
        <source>A safe or field rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="47"/>
        <source>Turn start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="48"/>
        <source>Turn end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="50"/>
        <source>A critical hit received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="139"/>
        <source>End your {name}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="142"/>
        <source>End {name}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="195"/>
        <source>{name} ended: {cause}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="202"/>
        <source>{pool} cleared ({name} ended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="205"/>
        <source>{pool} emptied ({name} ended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/toggles.py" line="308"/>
        <source>no attack or use of {name} for %n rounds</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/toggles.py" line="327"/>
        <source>{name} on: {cause} ({source})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="108"/>
        <location filename="../sheet_app/engine/rolls.py" line="60"/>
        <source>advantage {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="108"/>
        <location filename="../sheet_app/engine/rolls.py" line="60"/>
        <source>disadvantage {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="111"/>
        <location filename="../sheet_app/engine/rolls.py" line="63"/>
        <source>advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="111"/>
        <location filename="../sheet_app/engine/rolls.py" line="63"/>
        <source>disadvantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="112"/>
        <source>no advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="115"/>
        <source>chosen {mode}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="117"/>
        <source>clamped to {mode}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="118"/>
        <source>{mode}: {sources}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="157"/>
        <source>the attack has no delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="159"/>
        <location filename="../sheet_app/engine/attack_modes.py" line="161"/>
        <source>it is for {kind} attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="163"/>
        <source>it is for {kind} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="170"/>
        <source>the target does not match its target condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="194"/>
        <source>{rule} is no active Conditional Bonus rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="201"/>
        <source>{name} is picked twice: one pick per attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="204"/>
        <source>{name} offers no advantage, only damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/attack_modes.py" line="207"/>
        <source>{name} does not apply to {attack}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/defence.py" line="52"/>
        <source>{names}: damage halved ({before} → {after})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/defence.py" line="63"/>
        <source>{name}: damage reduced by {value} ({before} → {after})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/defence.py" line="80"/>
        <source>the character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/defence.py" line="82"/>
        <source>Attacks against {who} have disadvantage ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/defence.py" line="84"/>
        <source>An attack on an ally within {range:g} spaces can be redirected to {who} ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/defence.py" line="88"/>
        <source>the attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/defence.py" line="88"/>
        <source>the hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/defence.py" line="89"/>
        <source>the critical hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/defence.py" line="91"/>
        <source>The attacker must reroll {what} with disadvantage ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/defence.py" line="92"/>
        <source>The attacker must reroll {what} ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/defence.py" line="108"/>
        <source>{rule} is no active Modify Incoming Attack rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/defence.py" line="119"/>
        <source>The attack misses ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/dying.py" line="40"/>
        <source>%n wounds</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/dying.py" line="40"/>
        <source>{count} wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/dying.py" line="41"/>
        <source>: {wounds}, {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/dying.py" line="42"/>
        <source>Wounded{why} ({after}/{max}): dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/dying.py" line="43"/>
        <source>Wounded{why} ({after}/{max}): dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/dying.py" line="52"/>
        <source>a critical hit while Dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/dying.py" line="52"/>
        <source>a hit while Dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/dying.py" line="65"/>
        <source>Dying save: {roll}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/dying.py" line="71"/>
        <source>Dying save (Strength, DC {dc}): succeeded (at the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/dying.py" line="72"/>
        <source>Dying save (Strength, DC {dc}): failed (at the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/dying.py" line="75"/>
        <source>the Dying save failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/healing.py" line="35"/>
        <source>{rule} is no active Hit Dice Advantage rule for a field rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/healing.py" line="91"/>
        <source>Healed {amount} ({sources}): HP {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/healing.py" line="92"/>
        <source>Healed {amount}: HP {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/healing.py" line="97"/>
        <source>Dying off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/rolls.py" line="58"/>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/rolls.py" line="64"/>
        <source>, clamped from {mode}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/rolls.py" line="65"/>
        <source>Default</source>
        <comment>a roll mode&apos;s source: the skill&apos;s or save&apos;s default</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/rolls.py" line="66"/>
        <source>Roll</source>
        <comment>a roll mode&apos;s source: the roll&apos;s own</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/rolls.py" line="68"/>
        <source>{mode}{clamped}: {sources}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/rolls.py" line="117"/>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/rolls.py" line="146"/>
        <source> vs {dc}, succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/rolls.py" line="146"/>
        <source> vs {dc}, failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/rolls.py" line="149"/>
        <source> (natural {face})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/grants.py" line="94"/>
        <source>{name}: Grant Item {rule} is in-memory only (not supported here): nothing added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/grants.py" line="99"/>
        <source>{name}: Grant Item {rule}: no library item has uuid {uuid}; nothing added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/grants.py" line="155"/>
        <source>spellPicks names {rule}, which is no Grant Spells rule that picks spells at this level</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../sheet_app/engine/grants.py" line="180"/>
        <source>Grant Spells {name} picks exactly %n spells (spellPicks.{rule} has {given})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/grants.py" line="181"/>
        <source>Grant Spells {name} picks exactly {count} spells (spellPicks.{rule} has {given})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/grants.py" line="186"/>
        <source>spellPicks.{rule}[{number}] ({spell}) is outside Grant Spells {name}: {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/grants.py" line="210"/>
        <source>no item of the imported content has uuid {uuid}: the grant will add nothing (import the pack that holds it, File ▸ Import Foundry content…, or fix the uuid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/grants.py" line="219"/>
        <source>in-memory grants are not supported here: the rule adds nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/grants.py" line="221"/>
        <source>grants nothing: give the library item&apos;s uuid (Compendium.…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/grants.py" line="223"/>
        <source>lets the player pick from every school: list the schools (or known)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../sheet_app/engine/grants.py" line="225"/>
        <source>the level-up HP roll takes this advantage whenever the rule is active: the condition is not asked at level-up</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
