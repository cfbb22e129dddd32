### ExponenTorus auf Deutsch. Quelle: locales/en.ftl; Glossar: docs/translating.md.

## Sizes of files

size-bytes = { $count ->
    [one] { $count } Byte
   *[other] { $count } Bytes
}
size-kilobytes = { $size } KB
size-megabytes = { $size } MB
size-gigabytes = { $size } GB
size-terabytes = { $size } TB

## Languages

language-unavailable = { $language } konnte nicht geladen werden (vielleicht fehlt das Netz), daher ist das Spiel auf Englisch. Beim nächsten Laden mit Netz ist es auf { $language }.

## Words used everywhere

done = Fertig
cancel = Abbrechen
close = Schließen

## Settings

settings = Einstellungen
settings-language = Sprache
settings-animation = Animation
speed-instant = Sofort
speed-fast = Schnell
speed-normal = Normal
speed-slow = Langsam
settings-theme = Design
theme-system = System
theme-light = Hell
theme-dark = Dunkel
settings-palette = Kachelfarben
palette-standard = Standard
palette-safe = Farbenblind-sicher
settings-volume = Lautstärke
settings-name = Name in den Bestenlisten
settings-name-unset = Noch kein Name: Du wirst beim ersten Eintragen eines Spiels gefragt.
settings-name-save = Name speichern
forget-me = Vergiss mich
forget-me-title = Vergiss mich?
forget-me-what = Jedes Spiel, das du aus diesem Browser eingetragen hast, wird endgültig aus den Bestenlisten gelöscht. Deine Spiele und Punkte hier bleiben; ein später eingetragenes Spiel beginnt als neuer Spieler.

## Lists and places

list-separator = {", "}
list-or = { $items } oder { $last }
list-and = { $items } und { $last }
place = Reihe { $row }, Spalte { $column }
side-in-brackets = {" "}({ $size }×{ $size })

## The game's sentences, in every mode

undo-count = { $count ->
    [one] { $count } Rücknahme
   *[other] { $count } Rücknahmen
}
undos-at-game-over = Mit { $count ->
    [one] { $count } Rücknahme
   *[other] { $count } Rücknahmen
}: Der Bestwert zählt nur Spiele ohne Rücknahme.
nothing-to-undo = Nichts zurückzunehmen.
nothing-to-redo = Nichts zu wiederholen.
watching = Der Löser spielt. Drück eine beliebige Taste oder tippe, um das Spiel zurückzunehmen; seine Züge zählen nicht für deinen Bestwert.
watch-stopped = Du bist am Zug: Das Spiel gehört wieder dir.
store-blocked = der Browser sperrt den Speicher für diese Seite
store-full = der Speicher des Browsers ist voll
store-failed = Speichern fehlgeschlagen ({ $detail })
saving-off = Speichern ist aus: { $why }. Das Spiel läuft weiter, wird aber beim Verlassen nicht behalten.
old-save-kept = Der alte Spielstand ist als „{ $key }“ aufbewahrt.
old-save-lost = Der alte Spielstand konnte nicht aufbewahrt werden.
unreadable-save = { $error } Ein neues Spiel hat begonnen. { $kept }
seed-too-large = „{ $text }“ ist zu groß für einen Seed (der größte ist { $largest }), daher konnte das Spiel des Links nicht starten.
seed-not-a-number = „{ $text }“ ist kein Seed (Seeds sind ganze Zahlen), daher konnte das Spiel des Links nicht starten.
invalid-size = „{ $text }“ ist keine Spielfeldgröße (die Spielfelder haben { $sizes } Kacheln pro Seite), daher ist das Spiel { $size }×{ $size }.
invalid-mode = „{ $text }“ ist hier kein Spielmodus (es gibt { $modes }), daher ist dies { $main }.
daily-game-of = Tagesspiel vom { $day }
mode-daily-game-of = { $mode }-Tagesspiel vom { $day }
game-seed = Spiel { $seed }
mode-game-seed = { $mode }-Spiel { $seed }

## Replays

replay-of-player = Wiederholung von { $player }s { $game }: { $score } { $score ->
    [one] Punkt
   *[other] Punkte
} in { $moves } { $moves ->
    [one] Zug
   *[other] Zügen
}.
replay-of = Wiederholung von { $game }: { $moves } { $moves ->
    [one] Zug
   *[other] Züge
}.
replay-of-the = Wiederholung vom { $game }: { $moves } { $moves ->
    [one] Zug
   *[other] Züge
}.
replay-how-touch = Sie ist pausiert: Die Knöpfe unten spielen, pausieren und gehen schrittweise, der Schieberegler wählt einen Zug.
replay-how-keys = Leertaste spielt oder pausiert, die Pfeiltasten gehen schrittweise, Pos1 und Ende springen.
replay-heading-player = { $player }s Spiel
replay-heading = Wiederholung
replay-heading-daily = { $whose } · Tagesspiel{" "}
replay-heading-seed = { $whose } · Seed{" "}
replay-move = Zug { $position } von { $moves }. { $merged }
replay-at-deal = Die Ausgangslage, vor Zug 1 von { $moves }.
replay-at = Nach Zug { $position } von { $moves }: { $score } Punkte.
replay-paused = Pausiert nach Zug { $position } von { $moves }.
replay-ended = Ende der Wiederholung: { $moves } { $moves ->
    [one] Zug
   *[other] Züge
}, { $score } Punkte.
own-game-kept = Dein eigenes Spiel ist hier, wie du es verlassen hast.
new-game-started = Ein neues Spiel hat begonnen.
bad-replay = Dieser Wiederholungslink funktioniert nicht: { $error }. { $instead }
adopted-from-other-tab = In einem anderen Tab wurde weitergespielt: Dieser Tab zeigt jetzt den neuesten Stand.

## Games offered beside the one in play

offer = Der Link ist für { $game }, aber du hast ein Spiel im Gang, daher bleibt es erhalten.
offer-in-mode = Dein laufendes { $mode }-Spiel bleibt erhalten; { $game } steht bereit, wann du willst.
accept-offer = Stattdessen { $game } spielen
daily-offer = Der Link ist für das Tagesspiel vom { $asked }, aber dein Tagesspiel vom { $kept } läuft noch, daher bleibt es erhalten.
accept-daily-offer = Stattdessen das Tagesspiel vom { $day } spielen
daily-started-practice = Das Tagesspiel vom { $day } noch einmal, als Übung: Es zählt nicht.
daily-started = Das Tagesspiel vom { $day }: dasselbe Spielfeld für alle.

## The statistics' record

stats-damaged = die Statistik ist beschädigt ({ $why })
stats-unknown-version = die Statistik hat Version { $version }; diese Version des Spiels liest Version { $reads }
stats-missing = der Statistik fehlt: { $what }
stats-invalid = Spiel { $game } der Statistik hat einen unmöglichen Wert: { $what }
old-stats-kept = Die alte Statistik ist als „{ $key }“ aufbewahrt.
old-stats-left = Sie konnte nicht beiseitegelegt werden und bleibt daher, wie sie war.
unreadable-stats = Die Statistik konnte nicht gelesen werden: { $error }. Sie beginnt von vorn. { $kept }

## The rules' errors: a save that does not load, a replay code that does not read

load-malformed = Der Spielstand ist unlesbar ({ $why }).
load-unknown-version = Der Spielstand stammt aus einer anderen Version des Spiels ({ $version }); diese liest Version { $reads }.
load-bad-size = Das gespeicherte Spielfeld ist kein Quadrat mit { $min } bis { $max } Reihen.
load-tampered = Der Spielstand geht nicht auf: { $why }.
load-bad-value = Das gespeicherte Spielfeld enthält eine Kachel, die keine Zweierpotenz ist.
load-duplicate-id = Das gespeicherte Spielfeld enthält zwei Kacheln mit derselben Kennung.
load-bad-next-id = Die nächste Kachelkennung des Spielstands ist schon vergeben.
load-has-run = Das gespeicherte Spielfeld enthält eine Dreierreihe, die ein ruhendes Spiel nie hat.
load-other-mode = Der Spielstand ist ein Spiel von { $saved }, nicht von { $wanted }.
code-empty = der Wiederholungslink hat keinen Code
code-too-long = der Wiederholungscode ist zu lang für ein Spiel
code-bad-character = der Wiederholungscode hat ein fremdes Zeichen „{ $character }“ an Stelle { $at }
code-unknown-version = der Wiederholungscode stammt aus einer neueren Version des Spiels (Format { $format }); lade die Seite neu, um sie zu aktualisieren
code-not-a-code = der Link enthält keinen Wiederholungscode, oder sein Code ist beschädigt
code-unknown-mode = der Wiederholungscode gehört zu einem Spielmodus ({ $mode }), den diese Version des Spiels nicht kennt
code-bad-size = der Wiederholungscode nennt ein Spielfeld { $size }×{ $size }, das kein Spiel hat
code-truncated = der Wiederholungscode ist abgeschnitten
code-check-failed = der Wiederholungscode passt nicht zu seiner Prüfsumme: Er wurde verändert oder beschädigt
code-out-of-range = ein Wert des Wiederholungscodes liegt außerhalb des Bereichs ({ $part })
code-trailing-bytes = der Wiederholungscode geht über seinen letzten Zug hinaus
code-illegal-move = Zug { $step } der Wiederholung ist kein gültiger Zug: { $why }
not-replayable = dieses Spiel ging von einem älteren Spielstand ohne Züge weiter und kann daher nicht wiederholt werden

## Backups: what a file or code holds, and why one cannot be used

backup-part-version = Version
backup-part-settings = Einstellungen
backup-part-game = Spiel
backup-part-best = Bestwert
backup-part-bests = { $mode }-Bestwerte
backup-part-games-or-bests = Spiele oder Bestwerte
backup-empty = Es gibt nichts zu importieren: Die Datei oder der Code ist leer.
backup-too-large = Das ist zu groß für eine ExponenTorus-Sicherung ({ $size }; eine Sicherung hat ein paar Kilobyte, ein Megabyte mit Jahren an Statistik).
backup-not-a-backup = Das ist keine ExponenTorus-Sicherung: Es fehlt "format": "exponentorus-backup".
backup-damaged = Die Sicherung ist beschädigt: { $why }.
backup-unknown-version = Diese Sicherung hat Version { $version }, die diese Version des Spiels nicht lesen kann (sie liest 1 bis { $reads }). Aktualisiere das Spiel und importiere sie dann erneut.
backup-missing = Der Sicherung fehlt: { $part }.
backup-bad-game = Das { $game } der Sicherung ist nicht verwendbar. { $error }
backup-unusable = Die Sicherung ist nicht verwendbar: { $why }.
backup-bad-side = Die Sicherung ist nicht verwendbar: Ihre { $mode }-Bestwerte nennen die Seitenlänge „{ $side }“, die nicht { $sides } ist.
backup-side-twice = Die Sicherung ist nicht verwendbar: Ihre { $mode }-Bestwerte nennen die Seitenlänge { $side } zweimal.
backup-bad-settings = Die Einstellungen der Sicherung sind nicht verwendbar: { $error }.
backup-not-a-code = Das ist weder eine Sicherungsdatei noch ein Sicherungscode (ein Code beginnt mit „{ $prefix }“).
backup-code-version = Dieser Code („{ $found }“) stammt aus einer anderen Version des Spiels; diese liest Codes, die mit „{ $prefix }“ beginnen.
backup-bad-character = Der Code enthält „{ $character }“ an Stelle { $at }, was kein Code enthält: Kopiere den ganzen Code noch einmal.
backup-cut-short = Der Code ist abgeschnitten: Ihm fehlen die acht Prüfziffern am Ende.
backup-check-failed = Der Code ist beschädigt: Seine Prüfziffern passen nicht (ein Zeichen wurde geändert, verloren oder hinzugefügt). Kopiere den ganzen Code noch einmal.
replacement = { $what }: { $now } → { $then }
none = keine
preview-animation = Animation
preview-theme = Design
preview-colours = Farben
speed-as-system = wie vom System gewünscht
preview-statistics = Statistik
finished-games = { $count } { $count ->
    [one] beendetes Spiel
   *[other] beendete Spiele
}
preview-name = Name in den Bestenlisten
preview-best-side = Bestwert, { $side } × { $side }
best-on-side = { $best } auf { $side } × { $side }
preview-mode-bests = { $mode }-Bestwerte
the-game = Spiel
mode-game = { $mode }-Spiel
game-described = { $side } × { $side }, Seed { $seed }: { $score } { $score ->
    [one] Punkt
   *[other] Punkte
} in { $moves } { $moves ->
    [one] Zug
   *[other] Zügen
}
game-described-over = { $game }, beendet

## Statistics

statistics-key = Statistik ({ $key })
stats-button = Statistik
statistics = Statistik
stats-group = Spiel
stats-group-name = { $mode } { $size }×{ $size }
stats-played = Gespielt
stats-mean = Mittel
stats-median = Median
stats-best = Bestwert
stats-note-best = Bestwert: ohne Rücknahme und ohne Löser.
stats-note-helped = { $count } mit Hilfe, gezählt, aber nie Bestwert.
stats-note-practice = { $count } zur Übung, nicht gezählt.
stats-highest-tile = Höchste Kachel
stats-score-line = Punkte, Spiel für Spiel
stats-daily = Tagesspiel
stats-daily-before = Ein Spielfeld für alle an jedem UTC-Tag:{" "}
stats-daily-link = das heutige spielen
stats-daily-after = , oder unten das eines früheren Tages.
stats-streak = Serie
stats-longest = Längste
stats-nothing-yet = Noch keine beendeten Spiele
stats-nothing-yet-sentence = Noch keine beendeten Spiele.
tile-in-games = { $tile } in { $count } { $count ->
    [one] Spiel
   *[other] Spielen
}
highest-tiles-reached = Höchste erreichte Kachel: { $tiles }.
score-line-one = Ein Spiel, { $score } Punkte.
score-line-many = { $count } Spiele, ältestes zuerst: Das erste brachte { $first }, das letzte { $last }; niedrigstes { $low }, höchstes { $high }.

## The daily game

daily-no-day = Der Link zum Tagesspiel nennt keinen Tag: { $why }. Hier ist das heutige Tagesspiel.
daily-not-out = Das Tagesspiel vom { $day } ist noch nicht erschienen (der Tag wechselt um Mitternacht UTC). Hier ist das heutige.
daily-before-first = Es gibt kein Tagesspiel vom { $day }: Das erste war am { $first }. Hier ist das heutige.
day-not-a-date = „{ $text }“ ist kein Datum der Form 2026-11-30
day-no-such-day = der Kalender hat keinen Tag { $text }

## Saves: export and import

saves = Spielstände
saves-button = Spielstände
saves-export = Exportiere dein Spiel, deinen Bestwert und deine Einstellungen, um sie zu sichern oder in einen anderen Browser oder die installierte App zu bringen:
saves-download = Datei herunterladen
saves-copy-code = Code kopieren
copied = Kopiert
saves-copy-failed = Kopieren fehlgeschlagen: Markiere den Code und kopiere ihn
saves-code-label = Sicherungscode
saves-import-file = Aus einer Datei importieren:
saves-choose-file = Datei auswählen
saves-import-label = Ein Sicherungscode oder eine Datei zum Importieren
saves-paste = Oder hier einen Code einfügen
saves-import-code = Code importieren
saves-replaces = Der Import ersetzt:{"\u000A"}{ $lines }
saves-replace = Ersetzen
saves-download-refused = Dieser Browser hat den Download abgelehnt: Kopiere stattdessen den Code.
saves-file-unreadable = Die Datei konnte nicht gelesen werden.
persistence-checking = Der Browser wird gefragt, ob er deine Spielstände behält…
persistence-unsupported = Dieser Browser kann nicht zusagen, deine Spielstände zu behalten: Exportiere sie zur Sicherheit.
persistence-granted = Behalten: Der Browser hat zugesagt, deine Spielstände zu behalten, bis du sie löschst.
persistence-not-granted = Nicht zugesagt: Der Browser darf deine Spielstände löschen, wenn der Platz knapp wird oder du lange wegbleibst. Exportiere sie zur Sicherheit.
import-unchanged = Nichts wurde geändert: { $why }.
import-part-way = Der Import brach mittendrin ab ({ $why }), und auch das Zurücklegen des Vorherigen schlug fehl ({ $rollback }): Manche Spielstände können aus der Sicherung stammen. Importiere sie noch einmal oder lade neu.

## The leaderboard server's answers, worded by the app from their codes

server-not-found = Die Bestenliste hat keine solche Adresse.
server-method-not-allowed = Die Bestenliste nimmt diese Methode an dieser Adresse nicht an.
server-unavailable = Die Bestenliste ist gerade nicht erreichbar; bitte versuche es später noch einmal.
server-timeout = Die Bestenliste hat zu lange für die Antwort gebraucht; bitte versuche es später noch einmal.
server-error = Der Server der Bestenliste hatte ein Problem; bitte versuche es später noch einmal.
server-rate-limited = Zu viele Anfragen von deiner Adresse: Bitte warte kurz und versuche es dann noch einmal.
server-bad-json = Die Bestenliste konnte die Anfrage nicht lesen.
server-too-large = Die Anfrage ist zu groß für die Bestenliste.
server-no-such-board = Die Bestenliste hat keine solche Tabelle.
server-day-not-begun = Das Tagesspiel dieses Tages hat noch nicht begonnen (der Tag wechselt um Mitternacht UTC).
server-board-closed = Die Tabelle dieses Tages ist geschlossen: Sie nahm Spiele bis einen Tag nach Ende des Tages an.
server-day-counted = Dein erstes Spiel steht schon in dieser Tabelle: Nur das erste Spiel eines Spielers am Tag zählt.
server-taken = Dieses Spiel steht schon in der Tabelle, unter dem Namen eines anderen Spielers.
server-bad-token = Die Bestenliste hat den Spieler dieses Browsers nicht erkannt.
server-bad-name = Die Bestenliste hat diesen Namen abgelehnt: Nimm 1 bis 24 Buchstaben, Ziffern, Leerzeichen oder Satzzeichen.
server-no-such-entry = Dieses Spiel steht nicht (mehr) in der Bestenliste.
server-no-such-player = Die Bestenlisten haben keine Spiele des Spielers dieses Browsers.
server-not-over = Dieses Spiel ist nicht zu Ende: Nur beendete Spiele kommen in die Tabelle.
server-not-ranked = Dieses Spiel wird nicht gewertet: Die Tabellen führen Spiele ohne Rücknahme und ohne Löser.
server-bad-code = Die Wiederholung des Spiels hält der Prüfung nicht stand, daher kann es nicht in die Tabelle.
server-illegal-move = Zug { $step } der Wiederholung des Spiels ist kein gültiger Zug, daher kann es nicht in die Tabelle.
posted-stored = Dein Spiel steht in der Tabelle: Platz { $rank } von { $entries }.
posted-already = Dieses Spiel steht schon in der Tabelle: Platz { $rank } von { $entries }.
posted-kept-best = Dein bestes Spiel mit diesem Seed brachte { $score } Punkte, daher bleibt es in der Tabelle: Platz { $rank } von { $entries }.

## Posting to the leaderboards

not-ranked-not-over = Nur ein beendetes Spiel kann eingetragen werden.
not-ranked-undos = Nicht für die Bestenliste: Dieses Spiel hat { $count } { $count ->
    [one] Rücknahme
   *[other] Rücknahmen
}, und die Tabellen werten nur Spiele ohne Rücknahme.
not-ranked-solver = Nicht für die Bestenliste: Der Löser hat { $count ->
    [one] einen Zug
   *[other] { $count } Züge
} dieses Spiels gespielt.
not-ranked-practice = Nicht für die Bestenliste: ein Übungsspiel. Die Tabelle des Tages hat dein erstes Spiel.
not-ranked-no-replay = Nicht für die Bestenliste: Dieses Spiel begann, bevor das Spiel seine Züge aufzeichnete, daher gibt es keine Wiederholung zum Prüfen.
name-empty = Ein Name darf nicht leer sein.
name-too-long = Ein Name hat höchstens { $most } Zeichen, nicht { $count }.
name-control = Ein Name darf keine Steuerzeichen oder Zeichen enthalten, die die Schreibrichtung ändern.
board-daily = { $mode } Tagesspiel { $day }
board-seed = { $mode } { $size }×{ $size } · Seed { $seed }
no-token-here = Dieser Browser kann keinen Spielerschlüssel erzeugen.
name-saved-here = Gespeichert: Deine Spiele werden als „{ $name }“ eingetragen.
name-saving = Speichern…
name-saved = Gespeichert: Die Tabellen zeigen jetzt „{ $name }“.
name-saved-later = Hier gespeichert: Die Tabellen erhalten „{ $name }“ mit deinem nächsten eingetragenen Spiel.
forget-nothing = Nichts zu vergessen: Aus diesem Browser wurde kein Spiel eingetragen.
forgetting = Wird vergessen…
forgotten = { $count ->
    [one] Vergessen: Dein Spiel wurde aus den Bestenlisten gelöscht.
   *[other] Vergessen: { $count } deiner Spiele wurden aus den Bestenlisten gelöscht.
}
forget-refused = Nichts wurde vergessen: { $why }
forget-offline = Du bist offline: Nichts wurde vergessen. Versuche es wieder, wenn du online bist.
forget-later = Der Server konnte es gerade nicht tun: Nichts wurde vergessen. Versuche es später noch einmal.
forget-no-server = Auf dieser Seite antwortet kein Server für Bestenlisten: Nichts wurde vergessen.

## The leaderboard panel and the game-over box's post

leaderboard-key = Bestenliste ({ $key })
leaderboard = Bestenliste
leaderboard-pending = { $count ->
    [one] 1 deiner Spiele wartet: Es wird gesendet, sobald der Server erreichbar ist.
   *[other] { $count } deiner Spiele warten: Sie werden gesendet, sobald der Server erreichbar ist.
}
loading = Lädt…
leaderboard-no-server = Auf dieser Seite antwortet kein Server für Bestenlisten: Die Bestenlisten brauchen den eigenen Server des Spiels. Alles andere läuft wie gewohnt.
leaderboard-no-answer = Der Server der Bestenliste hat nicht geantwortet: Versuche es später noch einmal.
leaderboard-offline = Du bist offline: Die Bestenlisten erscheinen, wenn du wieder online bist.
opening-replay = Die Wiederholung wird geöffnet…
replay-not-fetched = Die Wiederholung konnte nicht geladen werden: Versuche es noch einmal.
leaderboard-board = Tabelle
leaderboard-seed = Seed { $seed }
today = Heute, { $day }
yesterday = Gestern, { $day }
leaderboard-size = Größe
daily-one-size = Ein Tagesspiel hat nur eine Größe
board-caption = { $board }: { $count } { $count ->
    [one] Spiel
   *[other] Spiele
}
board-caption-closed = { $board }: { $count } { $count ->
    [one] Spiel
   *[other] Spiele
} (geschlossen)
column-rank = Platz
column-player = Spieler
column-score = Punkte
column-moves = Züge
column-top-tile = Höchste Kachel
column-replay = Wiederholung
leaderboard-empty = Noch kein Spiel in dieser Tabelle: Beende eines und trage es ein, um der Erste zu sein.
watch-entry = { $player }s Spiel ansehen, Platz { $rank }
you = {" "}(du)
watch = Ansehen
post-name = Dein Name in den Bestenlisten
post = Eintragen
post-to-leaderboard = In die Bestenliste eintragen
see-the-leaderboard = Zur Bestenliste
posting-as = Als „{ $name }“ (in den Einstellungen änderbar).
sending = Wird gesendet…
pending-offline = Wartet: Du bist offline. Es wird gesendet, wenn du wieder online bist.
pending-later = Wartet: Der Server konnte es noch nicht annehmen. Es wird bald erneut gesendet.
pending-no-server = Wartet: Auf dieser Seite antwortet kein Server für Bestenlisten. Es wird später erneut versucht.

## The figures and buttons around the board

assisted = Der Löser hat in diesem Spiel gespielt: Es zählt nicht für deinen Bestwert
highest = Höchste
final-score = Ende
hint = Tipp
hint-key = Tipp (H)
new-game = Neues Spiel
new-game-key = Neues Spiel (N)
sound-on-key = Ton an (M)
sound-off-key = Ton aus (M)
mute = Stumm
how-to-play = Spielanleitung
how-to-play-key = Spielanleitung (?)
undo = Rückgängig
undo-key = Rückgängig (U oder Strg+Z)
redo = Wiederholen
redo-key = Wiederholen (Umschalt+U oder Strg+Y)
watch-key = Dem Löser zusehen (P); jede Taste oder Berührung beendet es
stop = Stopp
daily-label = {"Tagesspiel "}
daily-link-title = Ein Link zum Spiel dieses Tages
practice = {" Übung"}
free-game = Freies Spiel
copy-link = Link kopieren
copy-link-failed = Kopieren fehlgeschlagen: Nutze den Link
seed-label = {"Seed "}
seed-link-title = Ein Link zu diesem Spiel

## How to play: what the keys do, after their names (each a part of a line, with its spacing and punctuation)

keys-redo-1 = {" "}spielt ihn wieder (oder{" "}
keys-redo-2 = ,{" "}
keys-redo-3 = ; auf dem Mac Cmd statt Strg); ein Spiel mit Rücknahmen zählt nicht für den Bestwert
keys-tiles-1 = {" "}rollen das Spielfeld unter dem Cursor in der Mitte
keys-tiles-2 = {" "}zentriert neu,{" "}
keys-tiles-3 = {" "}bewegen den Cursor über das Spielfeld;{" "}
keys-tiles-4 = {" "}zentriert ihn
keys-tiles-5 = {" "}nimmt die Kachel unter dem Cursor auf, dann tauscht ein Pfeil sie;{" "}
keys-tiles-6 = {" "}legt sie ab
keys-tiles-7 = {" "}gibt einen Tipp,{" "}
keys-tiles-8 = {" "}lässt den Löser spielen (jede Taste beendet es),{" "}
keys-tiles-9 = {" "}neues Spiel,{" "}
keys-tiles-10 = {" "}Statistik,{" "}
keys-tiles-11 = {" "}Bestenliste,{" "}
keys-tiles-12 = {" "}Ton aus oder an,{" "}
keys-tiles-13 = {" "}diese Hilfe
keys-tiles-14 = {" "}nimmt einen Zug zurück,{" "}
keys-slides-1 = {" "}schieben; auf dem Spielfeld wischen oder mit der Maus ziehen
keys-slides-2 = {" "}nimmt einen Schub zurück,{" "}
keys-slides-3 = {" "}gibt einen Tipp (ein Pfeil an der Wand, zu der geschoben wird),{" "}
keys-slides-4 = {" "}lässt den Löser spielen (jede Taste beendet es); ein Spiel, in dem der Löser gespielt hat, zählt nicht für den Bestwert
keys-slides-5 = {" "}neues Spiel (Modus und Größe),{" "}
keys-slides-6 = {" "}Ton aus oder an,{" "}
keys-slides-7 = {" "}diese Hilfe,{" "}
keys-slides-8 = {" "}schließt einen Dialog
keys-slides-9 = {" "}Statistik,{" "}
keys-slides-10 = {" "}Bestenliste
keys-or = {" "}oder{" "}
key-space = Leertaste
key-enter = Eingabe
key-esc = Esc
key-home = Pos1
key-shift = Umschalt
key-ctrl = Strg
touch-flick = Schnipse eine Kachel zu einer Nachbarin, um sie zu tauschen, oder tippe erst die eine, dann die andere an
touch-roll = Ziehe mit zwei Fingern, um das Spielfeld seitwärts zu rollen
touch-swipe = Wische über das Spielfeld, um alle Kacheln in diese Richtung zu schieben

## The game-over box and how to play

no-swap-left = Kein Tausch ergibt eine Reihe.
no-slide-left = Kein Schub verändert das Spielfeld.
back-to-main = Zurück zu { $main } (dein { $mode }-Spiel bleibt erhalten)
play-again-practice = Noch einmal (Übung)
new-best = Neuer Bestwert! Du hast deine { $best } übertroffen.
new-best-label = Neuer Bestwert
not-counted-solver-mark = Löser
not-counted-undos-mark = Rücknahmen
not-counted-practice-mark = Übung
not-counted-solver = Der Löser hat in diesem Spiel gespielt: Es zählt nicht für deinen Bestwert.
not-counted-undos = Dieses Spiel hat Rücknahmen: Es zählt nicht für deinen Bestwert.
not-counted-practice = Ein Tagesspiel, noch einmal gespielt, ist Übung: Es zählt nicht für deinen Bestwert.
best-not-counted-spoken = : { $why }
said-then-new-best = { $said } { $line }
look-at-board = Spielfeld ansehen
look-at-board-key = Spielfeld ansehen (Esc)
back-to-result = Zurück zum Ergebnis
back-to-result-key = Zurück zum Ergebnis (Esc)
game-over = Spiel vorbei
final-score-label = Endstand
close-how-to-play = Spielanleitung schließen
play-the-tutorial = Einführung spielen
help-leaderboards = Bestenlisten: Trage ein beendetes Spiel über sein Spielende-Fenster ein. Der Server spielt jeden Zug nach diesen Regeln nach, also beweist eine geprüfte Wiederholung, dass die Züge gültig sind und die Punkte stimmen; wer oder was die Züge gewählt hat, kann er nicht wissen. Ein Spiel mit Rücknahmen oder Zügen des Lösers wird nicht gewertet, aber diese Angabe ist das eigene Wort deines Spiels, das der Server so nimmt, wie es kommt.

## ExponenTorus and ExponenTile: swaps, merges, hints, the board's cells

new-game-seed = Neues Spiel, Seed { $seed }{ $side }.
picked-up = Die { $tile } bei { $place } aufgenommen. Drück einen Pfeil, um sie zu tauschen, Escape, um sie abzulegen.
put-down = Abgelegt.
no-swap-game-over = Spiel vorbei: Kein Tausch ergibt eine Reihe.
no-swap-game-over-new = Spiel vorbei: Kein Tausch ergibt eine Reihe. Drück N für ein neues Spiel.
no-swap-final-score = Spiel vorbei: Kein Tausch ergibt eine Reihe. Endstand { $score }.
refused-off-board = Dieses Feld liegt außerhalb des Spielfelds.
refused-not-neighbours = Nur benachbarte Kacheln lassen sich tauschen: nebeneinander oder übereinander.
refused-no-match = Dort entsteht keine Reihe: Die Kacheln tauschen zurück.
edge-rolled-in = Die fette Linie ist der obere und untere Rand des Spielfelds: darüber die unterste Reihe, darunter die oberste.
across-the-edge = Über den oberen und unteren Rand des Spielfelds lässt sich nicht tauschen: Nur die Seiten gehen ineinander über.
merged = Zu { $tile } verschmolzen, +{ $points } Punkte{ $cascades ->
    [0] {""}
    [one] , { $cascades } Kaskade
   *[other] , { $cascades } Kaskaden
}. { $score } Punkte.
swap-hint = Tipp: Tausche die { $tile } bei { $place } mit der { $other } { $side ->
    [above] über ihr
    [below] unter ihr
    [left] links daneben
    [right] rechts daneben
   *[seam] jenseits der Naht
}: { $points } Punkte.
swap-hint-cascades = Tipp: Tausche die { $tile } bei { $place } mit der { $other } { $side ->
    [above] über ihr
    [below] unter ihr
    [left] links daneben
    [right] rechts daneben
   *[seam] jenseits der Naht
}: { $points } Punkte, mit Kaskaden etwa { $cascades }.
swap-undone = Zurückgenommen: der Tausch der { $tile } bei { $place } mit der { $other } bei { $other_place }. { $undos } in diesem Spiel.
cell = { $tile }, { $place }
empty-cell = leer, { $place }
cell-cursor = Cursor
cell-picked-up = aufgenommen
cell-hint = Tipp
torus-board-label = Spielfeld, { $size } mal { $size }. Der Cursor ist das mittlere Feld.
mode-game-on = { $mode }, Spiel { $seed } auf { $size } mal { $size }.
cursor-at-top = Der Cursor ist am oberen Rand des Spielfelds.
cursor-at-bottom = Der Cursor ist am unteren Rand des Spielfelds.
cursor-at-left = Der Cursor ist am linken Rand des Spielfelds.
cursor-at-right = Der Cursor ist am rechten Rand des Spielfelds.
across-a-flat-edge = Über den Rand des Spielfelds lässt sich nicht tauschen: Dieses Spielfeld geht nicht ineinander über.
flat-board-label = Spielfeld, { $size } mal { $size }. Die Pfeile bewegen den Cursor.

## 2048: slides

slid = Nach { $dir ->
    [up] oben
    [down] unten
    [left] links
   *[right] rechts
} geschoben.
slide-merged = Verschmolzen zu { $tiles }.
score-is = { $score } Punkte.
you-win-sentence = Du hast 2048 erreicht: Du gewinnst!
no-slide-game-over = Spiel vorbei: Kein Zug verändert das Spielfeld.
nothing-moves = Nach { $dir ->
    [up] oben
    [down] unten
    [left] links
   *[right] rechts
} bewegt sich nichts.
slide-undone = Schub nach { $dir ->
    [up] oben
    [down] unten
    [left] links
   *[right] rechts
} zurückgenommen. { $score } Punkte, { $undos }.
slide-hint-no-merge = Tipp: nach { $dir ->
    [up] oben
    [down] unten
    [left] links
   *[right] rechts
} schieben: keine Verschmelzung, ein besseres Spielfeld.
slide-hint = Tipp: nach { $dir ->
    [up] oben
    [down] unten
    [left] links
   *[right] rechts
} schieben: { $points } Punkte.
board-slide-hint = ; Tipp: nach { $dir ->
    [up] oben
    [down] unten
    [left] links
   *[right] rechts
} schieben
keep-going-sentence = Weiter geht’s: Die Kacheln wachsen über 2048 hinaus.
slide-board-label = 2048-Spielfeld, { $size } mal { $size }: mit den Pfeiltasten schieben{ $hint }

## Dialogs: new game, the win, replays, sharing, the update, notices, the tutorial's card

mode = Modus
start = Starten
switch-keeps = Dein { $mode }-Spiel bleibt erhalten. Ein laufendes { $other }-Spiel geht weiter und bietet das neue an.
game-will-be-lost = Das laufende Spiel geht verloren.
you-win = Gewonnen!
you-made-the-tile = Du hast eine 2048-Kachel gebaut, mit { $score } Punkten.
keep-going = Weiterspielen
back-to-my-game = Zurück zu meinem Spiel
play-this-day = Das Spielfeld dieses Tages neu, für dich zum Spielen
play-this-seed = Ein neues Spiel mit diesem Seed, für dich zum Spielen
play-this-game = Dieses Spiel spielen
replay-controls = Steuerung der Wiederholung
to-the-start = Zum Anfang
to-the-start-key = Zum Anfang (Pos1)
back-one-move = Einen Zug zurück
back-one-move-key = Einen Zug zurück (←)
play-or-pause-key = Abspielen oder Pause (Leertaste)
pause = Pause
play = Abspielen
tutorial-play = Spielen
forward-one-move = Einen Zug vor
forward-one-move-key = Einen Zug vor (→)
to-the-end = Zum Ende
to-the-end-key = Zum Ende (Ende)
replay-move-label = Zug
position-of = { $position } / { $moves }
replay-speed = Tempo
share-title = Ein Bild dieses Spiels teilen, mit deinen Punkten und einem Link, der es wiederholt
share = Teilen
share-refused = Der Browser hat das Kopieren nicht erlaubt: Markiere den Text und kopiere ihn.
share-failed-again = Kopieren ist wieder fehlgeschlagen: Markiere den Text und kopiere ihn.
share-copied = Kopiert.
share-text-label = Deine Punkte und der Link zu deinem Spiel
copy = Kopieren
update-available = Update verfügbar
updating = Wird aktualisiert…
update-now = Jetzt aktualisieren
dismiss = Schließen
tutorial = Einführung
tutorial-done-count = · fertig
tutorial-step-count = · Schritt { $step } von { $steps }
skip-tutorial-key = Einführung überspringen (Esc): zurück zu deinem Spiel
skip = Überspringen
roll-left = Spielfeld nach links rollen
roll-right = Spielfeld nach rechts rollen

## How to play each mode

rules-swaps = Tausche zwei benachbarte Kacheln, um drei oder mehr gleiche Kacheln in eine Reihe zu bringen. Sie verschmelzen zu der Kachel, die du bewegt hast: drei verdoppeln sie, vier vervierfachen sie, fünf verachtfachen sie. Der neue Wert kommt zu deinen Punkten.
rules-mouse = Maus: Klicke eine Kachel, dann eine Nachbarin, oder ziehe eine Kachel zu einer hin
rules-cylinder = Das Spielfeld ist ein Zylinder: Linker und rechter Rand gehen ineinander über, Reihen laufen also darüber hinweg. Oben und unten treffen sich nie, und Kacheln fallen immer nach unten.
rules-touch-roll = Berührung: Schnipse eine Kachel zu einer Nachbarin; ziehe mit zwei Fingern, um zu rollen
rules-other-modes = Neues Spiel wechselt auch zum ursprünglichen ExponenTile oder zum klassischen 2048; jeder Modus behält sein eigenes Spiel
rules-flat = Das ist das ursprüngliche flache Spielfeld: Seine Ränder gehen nicht ineinander über, kein Tausch und keine Reihe geht darüber hinweg. Kacheln fallen nach unten, neue fallen von oben herein.
rules-touch-flick = Berührung: Schnipse eine Kachel zu einer Nachbarin
credit-before = ExponenTile ist ein Spiel von Mike Laumann Bellika (MIT-Lizenz):{" "}
credit-original = spiel das Original
credit-between = {" "}oder lies{" "}
credit-source = seinen Quelltext
credit-after = . ExponenTorus spielt seine Regeln auf einem Zylinder.
rules-slides = Schiebe alle Kacheln zu einer Seite. Zwei gleiche Kacheln, die sich treffen, verschmelzen zu ihrer Summe, die zählt; nach jedem Schub, der das Spielfeld verändert, erscheint eine 2 (oder, jedes zehnte Mal, eine 4). Baue eine 2048-Kachel, um zu gewinnen, und spiel danach weiter, wenn du magst: Das Spiel endet, wenn kein Schub das Spielfeld mehr verändert.
rules-touch-swipe = Berührung: über das Spielfeld wischen; Maus: es ziehen
rules-sizes-keep = Jede Spielfeldgröße hat ihren eigenen Bestwert; ExponenTorus behält sein Spiel, während du hier spielst

## The tutorials: each step, how to do it with keys or by touch, and the end

lesson-torus-1 = Tausche die zwei markierten Kacheln, um drei 2en in eine Reihe zu bringen.
lesson-torus-2 = Die Leertaste nimmt die Kachel unter dem Cursor auf, und ↑ tauscht sie; oder schnipse eine markierte Kachel auf die andere; oder klicke erst die eine, dann die andere.
lesson-torus-3 = Schnipse eine markierte Kachel auf die andere, oder tippe erst die eine, dann die andere an.
lesson-torus-4 = Jetzt bringe vier 4en in eine Reihe: Eine längere Reihe verschmilzt zu einer größeren Kachel.
lesson-torus-5 = Leertaste, dann →; oder schnipsen oder klicken wie zuvor.
lesson-torus-6 = Schnipsen oder tippen wie zuvor.
lesson-torus-7 = Tausche die markierten Kacheln und schau zu: Kacheln fallen, und die Reihen, die sie bilden, verschmelzen von selbst.
lesson-torus-8 = Leertaste, dann →; oder schnipsen oder klicken.
lesson-torus-9 = Schnipse eine auf die andere, oder tippe erst die eine, dann die andere an.
lesson-torus-10 = Rolle das Spielfeld seitwärts, um die gestrichelte Naht, wo sich linker und rechter Rand treffen, vom Rand hereinzuholen.
lesson-torus-11 = ← oder → rollt es um ein Feld, oder nutze die Knöpfe hier.
lesson-torus-12 = Ziehe das Spielfeld mit zwei Fingern seitwärts, oder nutze die Knöpfe hier.
lesson-torus-13 = Tausche die markierten Kacheln über die Naht: Die Kacheln zu beiden Seiten sind Nachbarn.
lesson-torus-14 = Rolle eine markierte Kachel unter den Cursor, dann Leertaste und ein Pfeil; oder schnipse sie über die Naht; oder klicke erst die eine, dann die andere.
lesson-torus-15 = Schnipse eine markierte Kachel über die Naht auf die andere, oder tippe erst die eine, dann die andere an.
lesson-torus-16 = Das ist das Spiel: Reihen bilden, verschmelzen, den Kaskaden zusehen, herumrollen. Dein eigenes Spiel wartet.
lesson-flat-1 = Die Leertaste nimmt die Kachel unter dem Cursor (dem Ring) auf, und ↑ tauscht sie; oder schnipse eine markierte Kachel auf die andere; oder klicke erst die eine, dann die andere.
lesson-flat-2 = Die Pfeile bewegen den Cursor: → bringt ihn auf die rechte Kachel, dann tauschen Leertaste und ←; oder schnipsen oder klicken.
lesson-flat-3 = Das ist ExponenTile: Reihen bilden, verschmelzen, den Kaskaden zusehen. Dein eigenes Spiel wartet.
lesson-slides-1 = Schiebe alle Kacheln zu einer Seite.
lesson-slides-2 = Eine Pfeiltaste oder WASD; oder über das Spielfeld wischen oder es mit der Maus ziehen.
lesson-slides-3 = Wische über das Spielfeld, in jede Richtung.
lesson-slides-4 = Schiebe die zwei markierten 2en zusammen: Sie verschmelzen zu einer 4.
lesson-slides-5 = ↓ oder ↑; oder nach unten oder oben wischen.
lesson-slides-6 = Wische nach unten oder oben.
lesson-slides-7 = Jetzt verschmilz die zwei 4en zu einer 8.
lesson-slides-8 = ← oder →; oder seitwärts wischen.
lesson-slides-9 = Wische seitwärts.
lesson-slides-10 = Das ist 2048: Verschmilz weiter, und eine 2048-Kachel gewinnt.
tutorial-step = Schritt { $step } von { $steps }: { $says }
marked-empty = das leere Feld bei { $place }
marked-tile = die { $tile } bei { $place }
marked = Markiert: { $cells }.
tutorial-set-out-again = Es war kein Zug mehr möglich, daher wird das Spielfeld neu aufgebaut. { $step }
tutorial-done = Gut gemacht! { $ending } Drück auf Spielen, um zu beginnen.
tutorial-left = Dein Spiel ist bereit. Die Einführung findest du weiter in der Spielanleitung (?).
tutorial-skipped = Einführung übersprungen: Dein Spiel ist bereit. Die Einführung findest du weiter in der Spielanleitung (?).
sound-on = Ton an.
sound-off = Ton aus.

## Sharing: the line, and the picture's words

share-daily-practice = { $mode } Tagesspiel { $day } (Übung)
share-line = { $title } · { $score } Punkte · höchste Kachel { $tile } · { $moves } { $moves ->
    [one] Zug
   *[other] Züge
}
share-solver-moves = { $count } { $count ->
    [one] Zug
   *[other] Züge
} vom Löser
picture-daily = Tagesspiel { $day }
picture-daily-practice = Tagesspiel { $day } (Übung)
picture-seed = { $size }×{ $size } · Seed { $seed }
picture-solver = der Löser hat mitgespielt
picture-score = PUNKTE
picture-top-tile = KACHEL
picture-moves = ZÜGE
stats-unreadable-now = Die Statistik kann nicht gelesen werden: { $why }.

## Races: the buttons that open one, the helpers off during one

race = Rennen
race-key = Gegen Freunde antreten (R)
race-this-board-key = Auf diesem Spielfeld gegen Freunde antreten (R)
race-hint-off = Tipp ist im Rennen aus
race-watch-off = Ansehen ist im Rennen aus
keys-race = {" "}gegen Freunde antreten,{" "}
race-form-title = Gegen Freunde antreten
race-form-sub = Alle spielen live dasselbe Spielfeld. Schick den Link; bis zu { $most } Spieler.
race-your-name = Dein Name (wie in den Bestenlisten)
race-name-placeholder = Dein Name
race-length = Dauer
race-create = Rennen starten
race-until-over = Bis das letzte Spielfeld vorbei ist
race-minutes = { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}
race-asking = Der Server wird gefragt, ob er Rennen anbietet…
race-no-races = Diese Seite bietet keine Rennen an: Dafür braucht es den eigenen Server des Spiels, und sie hat keinen.
race-offline = Ein Rennen braucht den Server des Spiels: Du scheinst offline zu sein. Versuch es wieder, sobald du online bist.
race-not-answering = Der Server des Spiels antwortet gerade nicht: Versuch es gleich noch einmal.
race-needs-name = Für ein Rennen braucht es deinen Namen und einen Browser, der ein Spieler-Token erzeugen kann.
race-making = Das Rennen wird angelegt…
race-not-made = Der Server konnte gerade kein Rennen anlegen: Versuch es gleich noch einmal.

## Races: the lobby, the race bar, the standings, and what a race says

race-helper-off = { $action ->
    [hint] Tipp ist im Rennen aus.
    [watch] Ansehen ist im Rennen aus.
    [undo] Rückgängig ist im Rennen aus.
   *[redo] Wiederholen ist im Rennen aus.
}
race-not-a-link = „{ $link }“ ist kein Link zu einem Rennen.
race-on = Das Rennen läuft: dasselbe Spielfeld für alle.
race-back-in = Zurück im Rennen, bei deinen Zügen, wie der Server sie hat.
race-unknown-kind = Dieses Rennen ist von einer Art, die diese Version des Spiels nicht kennt.
race-reconnecting-try-again = Die Verbindung zum Rennen wird wiederhergestellt: Versuch es gleich noch einmal.
race-lost = Die Verbindung zum Rennen ist abgerissen. Sie wird wiederhergestellt…
race-lost-because = { $reason } Die Verbindung wird wiederhergestellt…
race-closed-too-slow = Die Verbindung zum Rennen war zu langsam oder zu lange still.
race-closed-refused = Der Rennserver hat die Verbindung geschlossen: Er konnte nicht annehmen, was diese Seite geschickt hat.
race-closed-too-large = Eine Nachricht war zu groß für den Rennserver.
race-closed-unavailable = Der Rennserver ist gerade nicht erreichbar.
race-closed-restarting = Der Rennserver startet neu.
race-closed-behind = Du bist im Rennen zurückgefallen und holst auf, sobald du wieder beitrittst.
race-closed-replaced = Du hast dieses Rennen in einem anderen Fenster geöffnet.
race-closed-no-such-race = Zu diesem Link gibt es kein Rennen: Vielleicht ist er vertippt.
race-connecting = Verbindung zum Rennen…
race-a-race = Ein Rennen
race-lobby-title = Rennen: { $kind }
race-kind = { $mode } { $size } × { $size }, { $length }
race-kind-until-over = bis das letzte Spielfeld vorbei ist
race-send-link = Schick diesen Link:
race-link-label = Der Link zum Rennen
race-copy = Kopieren
race-mark-made-it = hat das Rennen angelegt
race-mark-you = du
race-mark-away = weg
race-marks = ({ $marks })
race-ready-mark = ✓ bereit
race-starting-in = Start in { $seconds }…
race-start-how-creator = Starte, wenn alle da sind; das Rennen startet auch, sobald alle bereit sind.
race-start-how = Das Rennen startet, wenn die Person, die es angelegt hat, es startet, oder wenn alle bereit sind.
race-watching = Du schaust zu. Tritt bei, um mitzuspielen.
race-leave = Verlassen
race-ready = Bereit
race-not-ready = Nicht bereit
race-start = Starten
race-join = Beitreten
race-bar-label = Das Rennen
race-clock-until-over = Bis zum letzten Spielfeld
race-clock-time-left = Restzeit:
race-rank = { $rank }.
race-presence-left = ausgestiegen
race-presence-done = fertig
race-presence-away = weg
race-moves = { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
race-top-tile = höchste { $tile }
race-board-of = Spielfeld von { $name }
race-standings = Der Endstand
race-interrupted = Der Server wurde während dieses Rennens neu gestartet, das damit endete: Dies ist der zuletzt gespeicherte Stand.
race-left-mark = (ausgestiegen)
race-watch-replay = Ansehen
race-back = Zurück zu meinem Spiel
race-rematch = Revanche
race-refused-message = Der Rennserver konnte diese Nachricht nicht lesen.
race-refused-not-in-race = Du bist nicht in diesem Rennen: Du schaust zu.
race-refused-not-begun = Das Rennen hat nicht begonnen: Warte den Countdown ab.
race-refused-over = Das Rennen ist vorbei: Dieser Zug kam nach dem Ende und zählt nicht.
race-refused-left = Du hast dieses Rennen verlassen: Deine Punkte bleiben, wie sie waren.
race-refused-out-of-order = Dieser Zug war nicht dein nächster, wie der Server deine Züge hat: Dein Spielfeld steht wieder bei den Zügen des Servers.
race-refused-illegal-move = Dieser Zug ist auf dem Spielfeld des Servers nicht erlaubt: Dein Spielfeld steht wieder bei den Zügen des Servers.
race-refused-bad-race = Der Rennserver bietet kein Rennen dieser Art an: Modus, Spielfeldgröße oder Dauer.
race-refused-rate-limited = Zu viele Nachrichten auf einmal: Diese wurde nicht angenommen.
race-refused-said-already = Diese Seite hat schon gesagt, wer sie ist.
race-refused-unavailable = Der Rennserver konnte das gerade nicht annehmen; es wurde nicht gezählt.
race-refused-full = Dieses Rennen ist voll: höchstens { $most } Spieler. Du schaust zu.
race-refused-begun = Dieses Rennen hat ohne dich begonnen: Du schaust zu.
race-refused-not-creator = Nur wer das Rennen angelegt hat, startet es; es startet auch, sobald alle bereit sind.
race-refused-not-over = Eine Revanche gibt es, sobald das Rennen vorbei ist.

## The analysis: the replay viewer's marks, accuracy, chart and better moves

analysis-panel = Analyse
analyse = Analysieren
analyse-key = Jeden Zug mit dem besten des Lösers vergleichen (A)
analysis-cancel = Abbrechen
analysis-cancel-key = Abbrechen (Esc)
analysis-costliest = Die teuersten Züge
better-move = Besserer Zug
better-move-key = Den besseren Zug auf dem Spielfeld zeigen (B)
play-it-out = Ausspielen
back-to-the-game = Zurück zum Spiel
play-it-out-key = Den besseren Zug spielen oder zurückgehen (P)
mark-title = { $mark ->
    [best] Bester
    [good] Gut
    [inaccuracy] Ungenauigkeit
    [mistake] Fehler
   *[blunder] Patzer
}
mark-name = { $mark ->
    [best] bester Zug
    [good] guter Zug
    [inaccuracy] Ungenauigkeit
    [mistake] Fehler
   *[blunder] Patzer
}
analysis-started = { $moves ->
    [one] Der { $moves } Zug des Spiels wird
   *[other] Die { $moves } Züge des Spiels werden
} mit dem besten des Lösers verglichen. Esc bricht ab; die Wiederholung läuft derweil weiter.
analysis-next = Als Nächstes: { $reviewed }
analysis-cancelled = Analyse abgebrochen.
analysis-counts = { $best } { $best ->
    [one] bester
   *[other] beste
}, { $good } { $good ->
    [one] guter
   *[other] gute
}, { $inaccuracies } { $inaccuracies ->
    [one] Ungenauigkeit
   *[other] Ungenauigkeiten
}, { $mistakes } Fehler, { $blunders } Patzer
analysis-done = Analysiert: Genauigkeit { $accuracy }; { $counts }. B zeigt den besseren Zug, P spielt ihn aus.
reviewed-best = Zug { $number }, { $played }: bester Zug.
reviewed-move = Zug { $number }, { $played }: { $mark } ({ $lost } abgegeben).
reviewed-move-better = Zug { $number }, { $played }: { $mark } ({ $lost } abgegeben). Besser: { $better }.
better-played = Der bessere Zug statt Zug { $number }, ausgespielt: { $merged } Esc oder P führt zurück zum Spiel.
back-to-the-game-before = Zurück zum Spiel, vor Zug { $number }.
better-shows = Der bessere Zug steht auf dem Spielfeld, wo der gespielte nicht der beste war.
better-hidden = Der bessere Zug wird nicht mehr gezeigt.
analyse-first = Analysiere das Spiel zuerst: A oder die Schaltfläche „Analysieren“.
no-better-move = Hier wurde der Zug des Lösers gespielt: Es gibt keinen besseren.
analysis-progress = Analyse… { $done } von { $total } Zügen
accuracy-heading = Genauigkeit { $accuracy }
costly-move = Zug { $number }: { $mark }, { $lost } abgegeben
chart-words = Die Punkte steigen in { $moves } { $moves ->
    [one] Zug
   *[other] Zügen
} auf { $score }. Genauigkeit { $accuracy }: { $counts }.
chart-costliest = {" "}Am teuersten: { $moves }.
costly-in-words = Zug { $number } ({ $mark }, { $lost } abgegeben)
move-slide = nach { $dir ->
    [up] oben
    [down] unten
    [left] links
   *[right] rechts
} schieben
move-swap = die { $tile } bei { $place } mit der { $other } bei { $other_place } tauschen

## Rätsel: ein Zug zu finden, aus echten Partien oder dem Tagesspiel

puzzle-not-an-id = „{ $text }“ ist keine Rätsel-ID (12 der Zeichen 0-9 und a-f, oder ein Modus und ein Tag, wie 2048-2026-12-04)
puzzle-no-such = kein Rätsel hat die ID { $id }
puzzle-not-out = das Rätsel vom { $day } ist noch nicht erschienen (der Tag wechselt um Mitternacht UTC)
puzzle-unreadable = das Rätsel lässt sich nicht lesen ({ $why })
puzzle-bad-position = seine Stellung lässt sich nicht lesen: { $why }
puzzle-other-mode = sein Modus „{ $mode }“ ist nicht der seiner Stellung oder keiner, den dieses Spiel kennt
puzzle-no-answer = seine Lösung ist kein Zug seiner Stellung
puzzle-solved = Richtig! Dieser Zug bringt { $points } { $points ->
    [one] Punkt
   *[other] Punkte
}.
puzzle-missed = Nicht dieser: Der Zug wird zurückgenommen. Besser: { $better }, im Schnitt { $better_worth } Punkte wert gegen { $played_worth } für { $played }.
puzzle-opened = Rätsel { $id }: Finde den besten Zug. Du hast einen; Escape führt zurück zu deinem Spiel.
puzzle-opened-touch = Rätsel { $id }: Finde den besten Zug. Du hast einen; Zurück führt zu deinem Spiel.
puzzle-left = Zurück in deinem Spiel, so wie du es verlassen hast.
bad-puzzle = Dieser Rätsel-Link funktioniert nicht: { $error }. { $instead }
puzzle-unreachable = das Rätsel { $id } liegt auf dem Server des Spiels, und hier antwortet kein Server
puzzle-of-the-day = Rätsel des Tages
puzzle-title = Rätsel
puzzle-back = Zurück zu deinem Spiel
puzzle-figures = Gelöste Rätsel: { $solved }; in Folge: { $streak }.
puzzle-solved-by-mode = Gelöste Rätsel je Modus
puzzle-mode-puzzles = { $mode }-Rätsel

## The install manifest (scripts/manifests.mjs; English: public/manifest.webmanifest)

manifest-description = ExponenTile, 2048 trifft Match-3, auf einem Zylinder: Tausche benachbarte Kacheln, um drei oder mehr gleiche Zahlen in eine Reihe zu bringen, verschmilz sie zu größeren Zweierpotenzen und spiele über die Naht, an der die Spalten ineinander übergehen.
