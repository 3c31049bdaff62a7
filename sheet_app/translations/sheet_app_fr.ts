<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Sheet</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Système ({language})</translation>
    </message>
    <message>
        <source>sheet-app speaks {language} from its next start. Everything is saved.</source>
        <translation>Langue : {language} dès le prochain démarrage de sheet-app. Tout est enregistré.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Redémarrer maintenant</translation>
    </message>
</context>
</TS>
