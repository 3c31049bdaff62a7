<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Views</name>
    <message numerus="yes">
        <source>{name}: {was} → %n actions</source>
        <translation>
            <numerusform>{name}: {was} → %n action</numerusform>
            <numerusform>{name}: {was} → %n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Maximize: raise up to %n dice to the top face</source>
        <translation>
            <numerusform>Maximize: raise up to %n die to the top face</numerusform>
            <numerusform>Maximize: raise up to %n dice to the top face</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Consume: spend at least %n dice</source>
        <translation>
            <numerusform>Consume: spend at least %n die</numerusform>
            <numerusform>Consume: spend at least %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Using it first rolls %n dice in, after the dice shown.</source>
        <translation>
            <numerusform>Using it first rolls %n die in, after the dice shown.</numerusform>
            <numerusform>Using it first rolls %n dice in, after the dice shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Using it first raises the lowest %n dice.</source>
        <translation>
            <numerusform>Using it first raises the lowest %n die.</numerusform>
            <numerusform>Using it first raises the lowest %n dice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raises {faces} (+{gain}); the pool keeps %n dice.</source>
        <translation>
            <numerusform>Raises {faces} (+{gain}); the pool keeps %n die.</numerusform>
            <numerusform>Raises {faces} (+{gain}); the pool keeps %n dice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removes %n dice ({faces}); no effect formula.</source>
        <translation>
            <numerusform>Removes %n die ({faces}); no effect formula.</numerusform>
            <numerusform>Removes %n dice ({faces}); no effect formula.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n stats to raise</source>
        <translation>
            <numerusform>Choose %n stat to raise</numerusform>
            <numerusform>Choose %n stats to raise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n spells for {pick}</source>
        <translation>
            <numerusform>Choose %n spell for {pick}</numerusform>
            <numerusform>Choose %n spells for {pick}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pick}: choose %n spells</source>
        <translation>
            <numerusform>{pick}: choose %n spell</numerusform>
            <numerusform>{pick}: choose %n spells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
</context>
</TS>
