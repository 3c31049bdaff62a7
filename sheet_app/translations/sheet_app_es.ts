<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Sheet</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Sistema ({language})</translation>
    </message>
    <message>
        <source>sheet-app speaks {language} from its next start. Everything is saved.</source>
        <translation>Idioma: {language} desde el próximo inicio de sheet-app. Todo está guardado.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Reiniciar ahora</translation>
    </message>
</context>
</TS>
