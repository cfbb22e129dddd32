### ExponenTorus en español. Fuente: locales/en.ftl; glosario: docs/translating.md.

## Sizes of files

size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } bytes
}
size-kilobytes = { $size } KB
size-megabytes = { $size } MB
size-gigabytes = { $size } GB
size-terabytes = { $size } TB

## Languages

language-unavailable = No se pudo cargar { $language } (quizá no hay red), así que el juego está en inglés. Estará en { $language } la próxima vez que la página cargue con red.

## Words used everywhere

done = Listo
cancel = Cancelar
close = Cerrar

## Settings

settings = Ajustes
settings-language = Idioma
settings-animation = Animación
speed-instant = Instantánea
speed-fast = Rápida
speed-normal = Normal
speed-slow = Lenta
settings-theme = Tema
theme-system = Sistema
theme-light = Claro
theme-dark = Oscuro
settings-palette = Colores de las fichas
palette-standard = Estándar
palette-safe = Apto para daltónicos
settings-volume = Volumen
settings-name = Nombre en las clasificaciones
settings-name-unset = Aún sin nombre: se te pedirá al publicar tu primera partida.
settings-name-save = Guardar nombre
forget-me = Olvídame
forget-me-title = ¿Olvidarte?
forget-me-what = Todas las partidas que publicaste desde este navegador se borran de las clasificaciones para siempre. Tus partidas y puntuaciones aquí se quedan; una partida publicada más tarde te registra de nuevo.

## Lists and places

list-separator = {", "}
list-or = { $items } o { $last }
list-and = { $items } y { $last }
place = fila { $row }, columna { $column }
side-in-brackets = {" "}({ $size }×{ $size })

## The game's sentences, in every mode

undo-count = { $count ->
    [one] { $count } jugada deshecha
   *[other] { $count } jugadas deshechas
}
undos-at-game-over = Con { $count ->
    [one] { $count } jugada deshecha
   *[other] { $count } jugadas deshechas
}: el récord solo cuenta partidas sin deshacer.
nothing-to-undo = No hay nada que deshacer.
nothing-to-redo = No hay nada que rehacer.
watching = El solucionador está jugando. Pulsa cualquier tecla o toca para recuperar la partida; sus jugadas no cuentan para tu récord.
watch-stopped = Tu turno: la partida vuelve a ser tuya.
store-blocked = el navegador bloquea el almacenamiento de esta página
store-full = el almacenamiento del navegador está lleno
store-failed = el almacenamiento falló ({ $detail })
saving-off = El guardado está desactivado: { $why }. El juego sigue, pero no se conservará cuando salgas.
old-save-kept = La partida guardada anterior se conserva como «{ $key }».
old-save-lost = No se pudo conservar la partida guardada anterior.
unreadable-save = { $error } Ha empezado una partida nueva. { $kept }
seed-too-large = «{ $text }» es demasiado grande para una semilla (la mayor es { $largest }), así que la partida del enlace no pudo empezar.
seed-not-a-number = «{ $text }» no es una semilla (las semillas son números enteros), así que la partida del enlace no pudo empezar.
invalid-size = «{ $text }» no es un tamaño de tablero (los tableros tienen { $sizes } fichas de lado), así que la partida es de { $size }×{ $size }.
invalid-mode = «{ $text }» no es un modo de juego de aquí (hay { $modes }), así que esto es { $main }.
daily-game-of = partida diaria del { $day }
mode-daily-game-of = partida diaria de { $mode } del { $day }
game-seed = partida { $seed }
mode-game-seed = partida { $seed } de { $mode }

## Replays

replay-of-player = Repetición de la { $game } de { $player }: { $score } { $score ->
    [one] punto
   *[other] puntos
} en { $moves } { $moves ->
    [one] jugada
   *[other] jugadas
}.
replay-of = Repetición de la { $game }: { $moves } { $moves ->
    [one] jugada
   *[other] jugadas
}.
replay-of-the = Repetición de la { $game }: { $moves } { $moves ->
    [one] jugada
   *[other] jugadas
}.
replay-how-touch = Está en pausa: los botones de abajo reproducen, pausan y avanzan paso a paso, y el control deslizante elige una jugada.
replay-how-keys = Espacio reproduce o pausa, las flechas avanzan paso a paso, Inicio y Fin saltan.
replay-heading-player = Partida de { $player }
replay-heading = Repetición
replay-heading-daily = { $whose } · diaria{" "}
replay-heading-seed = { $whose } · semilla{" "}
replay-move = Jugada { $position } de { $moves }. { $merged }
replay-at-deal = El reparto, antes de la jugada 1 de { $moves }.
replay-at = Tras la jugada { $position } de { $moves }: { $score } puntos.
replay-paused = En pausa tras la jugada { $position } de { $moves }.
replay-ended = Fin de la repetición: { $moves } { $moves ->
    [one] jugada
   *[other] jugadas
}, { $score } puntos.
own-game-kept = Tu propia partida está aquí, como la dejaste.
new-game-started = Ha empezado una partida nueva.
bad-replay = Este enlace de repetición no funciona: { $error }. { $instead }
adopted-from-other-tab = Se siguió jugando en otra pestaña: esta pestaña muestra ahora su estado más reciente.

## Games offered beside the one in play

offer = El enlace es para la { $game }, pero tienes una partida en curso, así que se conserva.
offer-in-mode = Tu partida de { $mode } en curso se conserva; la { $game } está lista cuando quieras.
accept-offer = Jugar la { $game } en su lugar
daily-offer = El enlace es para la partida diaria del { $asked }, pero tu partida diaria del { $kept } está en curso, así que se conserva.
accept-daily-offer = Jugar la partida diaria del { $day } en su lugar
daily-started-practice = La partida diaria del { $day } otra vez, como práctica: no cuenta.
daily-started = La partida diaria del { $day }: el mismo tablero para todos.

## The statistics' record

stats-damaged = las estadísticas están dañadas ({ $why })
stats-unknown-version = las estadísticas tienen la versión { $version }; esta versión del juego lee la versión { $reads }
stats-missing = a las estadísticas les falta: { $what }
stats-invalid = la partida { $game } de las estadísticas tiene un valor imposible: { $what }
old-stats-kept = Las estadísticas anteriores se conservan como «{ $key }».
old-stats-left = No se pudieron apartar, así que se quedan como estaban.
unreadable-stats = No se pudieron leer las estadísticas: { $error }. Empiezan de nuevo. { $kept }

## The rules' errors: a save that does not load, a replay code that does not read

load-malformed = La partida guardada no se puede leer ({ $why }).
load-unknown-version = La partida guardada es de otra versión del juego ({ $version }); esta lee la versión { $reads }.
load-bad-size = El tablero guardado no es un cuadrado de { $min } a { $max } filas.
load-tampered = La partida guardada no cuadra: { $why }.
load-bad-value = El tablero guardado tiene una ficha que no es potencia de dos.
load-duplicate-id = El tablero guardado tiene dos fichas con el mismo identificador.
load-bad-next-id = El siguiente identificador de ficha de la partida guardada ya está en uso.
load-has-run = El tablero guardado tiene una línea de tres, que una partida en reposo nunca tiene.
load-other-mode = La partida guardada es de { $saved }, no de { $wanted }.
code-empty = el enlace de repetición no tiene código
code-too-long = el código de repetición es demasiado largo para ser una partida
code-bad-character = el código de repetición tiene un carácter extraño «{ $character }» en la posición { $at }
code-unknown-version = el código de repetición se hizo con una versión más nueva del juego (formato { $format }); recarga la página para actualizarla
code-not-a-code = el enlace no tiene código de repetición, o su código está dañado
code-unknown-mode = el código de repetición es de un modo de juego ({ $mode }) que esta versión del juego no conoce
code-bad-size = el código de repetición indica un tablero de { $size }×{ $size }, que ninguna partida tiene
code-truncated = el código de repetición está cortado
code-check-failed = el código de repetición no coincide con su suma de control: se cambió o se dañó
code-out-of-range = un valor del código de repetición está fuera de rango ({ $part })
code-trailing-bytes = el código de repetición sigue después de su última jugada
code-illegal-move = la jugada { $step } de la repetición no es válida: { $why }
not-replayable = esta partida siguió desde una partida guardada antigua sin jugadas, así que no se puede repetir

## Backups: what a file or code holds, and why one cannot be used

backup-part-version = versión
backup-part-settings = ajustes
backup-part-game = partida
backup-part-best = récord
backup-part-bests = récords de { $mode }
backup-part-games-or-bests = partidas o récords
backup-empty = No hay nada que importar: el archivo o el código está vacío.
backup-too-large = Esto es demasiado grande para ser una copia de seguridad de ExponenTorus ({ $size }; una copia ocupa unos kilobytes, un megabyte con años de estadísticas).
backup-not-a-backup = Esto no es una copia de seguridad de ExponenTorus: le falta "format": "exponentorus-backup".
backup-damaged = La copia de seguridad está dañada: { $why }.
backup-unknown-version = Esta copia de seguridad tiene la versión { $version }, que esta versión del juego no puede leer (lee de la 1 a la { $reads }). Actualiza el juego y vuelve a importarla.
backup-missing = A la copia de seguridad le falta: { $part }.
backup-bad-game = No se puede usar la { $game } de la copia de seguridad. { $error }
backup-unusable = No se puede usar la copia de seguridad: { $why }.
backup-bad-side = No se puede usar la copia de seguridad: sus récords de { $mode } indican el lado de tablero «{ $side }», que no es { $sides }.
backup-side-twice = No se puede usar la copia de seguridad: sus récords de { $mode } indican el lado de tablero { $side } dos veces.
backup-bad-settings = No se pueden usar los ajustes de la copia de seguridad: { $error }.
backup-not-a-code = Esto no es ni un archivo ni un código de copia de seguridad (un código empieza por «{ $prefix }»).
backup-code-version = Este código («{ $found }») se hizo con otra versión del juego; esta lee códigos que empiezan por «{ $prefix }».
backup-bad-character = El código tiene «{ $character }» en la posición { $at }, y ningún código lo tiene: vuelve a copiar el código entero.
backup-cut-short = El código está cortado: le faltan sus ocho dígitos de control al final.
backup-check-failed = El código está dañado: sus dígitos de control no coinciden (se cambió, perdió o añadió un carácter). Vuelve a copiar el código entero.
replacement = { $what }: { $now } → { $then }
none = ninguno
preview-animation = Animación
preview-theme = Tema
preview-colours = Colores
speed-as-system = como prefiera el sistema
preview-statistics = Estadísticas
finished-games = { $count } { $count ->
    [one] partida terminada
   *[other] partidas terminadas
}
preview-name = Nombre en las clasificaciones
preview-best-side = Récord, { $side } × { $side }
best-on-side = { $best } en { $side } × { $side }
preview-mode-bests = Récords de { $mode }
the-game = partida
mode-game = partida de { $mode }
game-described = { $side } × { $side }, semilla { $seed }: { $score } { $score ->
    [one] punto
   *[other] puntos
} en { $moves } { $moves ->
    [one] jugada
   *[other] jugadas
}
game-described-over = { $game }, terminada

## Statistics

statistics-key = Estadísticas ({ $key })
stats-button = Estadísticas
statistics = Estadísticas
stats-group = Partida
stats-group-name = { $mode } { $size }×{ $size }
stats-played = Jugadas
stats-mean = Media
stats-median = Mediana
stats-best = Récord
stats-note-best = Récord: sin deshacer ni solucionador.
stats-note-helped = { $count } con ayuda, contadas pero nunca récord.
stats-note-practice = { $count } de práctica, sin contar.
stats-highest-tile = Ficha más alta
stats-score-line = Puntuación, partida a partida
stats-daily = Partida diaria
stats-daily-before = Un tablero para todos cada día UTC:{" "}
stats-daily-link = juega la de hoy
stats-daily-after = , o la de un día anterior aquí abajo.
stats-streak = Racha
stats-longest = La más larga
stats-nothing-yet = Aún no hay partidas terminadas
stats-nothing-yet-sentence = Aún no hay partidas terminadas.
tile-in-games = { $tile } en { $count } { $count ->
    [one] partida
   *[other] partidas
}
highest-tiles-reached = Ficha más alta alcanzada: { $tiles }.
score-line-one = Una partida, { $score } puntos.
score-line-many = { $count } partidas, de la más antigua a la más reciente: la primera hizo { $first }, la última { $last }; la más baja { $low }, la más alta { $high }.

## The daily game

daily-no-day = El enlace de la partida diaria no indica ningún día: { $why }. Aquí está la partida diaria de hoy.
daily-not-out = La partida diaria del { $day } aún no ha salido (los días cambian a medianoche UTC). Aquí está la de hoy.
daily-before-first = No hay partida diaria del { $day }: la primera fue el { $first }. Aquí está la de hoy.
day-not-a-date = «{ $text }» no es una fecha escrita como 2026-11-30
day-no-such-day = el calendario no tiene el día { $text }

## Saves: export and import

saves = Partidas guardadas
saves-button = Guardadas
saves-export = Exporta tu partida, tu récord y tus ajustes para guardarlos a salvo o llevarlos a otro navegador o a la aplicación instalada:
saves-download = Descargar archivo
saves-copy-code = Copiar código
copied = Copiado
saves-copy-failed = No se pudo copiar: selecciona el código y cópialo
saves-code-label = Código de copia de seguridad
saves-import-file = Importarlos de un archivo:
saves-choose-file = Elegir un archivo
saves-import-label = Un código o archivo de copia de seguridad para importar
saves-paste = O pega aquí un código
saves-import-code = Importar código
saves-replaces = Importar reemplaza:{"\u000A"}{ $lines }
saves-replace = Reemplazar
saves-download-refused = Este navegador rechazó la descarga: copia el código en su lugar.
saves-file-unreadable = No se pudo leer el archivo.
persistence-checking = Preguntando al navegador si conserva tus partidas…
persistence-unsupported = Este navegador no puede prometer conservar tus partidas: expórtalas para estar seguro.
persistence-granted = Conservadas: el navegador ha prometido guardar tus partidas hasta que las borres.
persistence-not-granted = Sin promesa: el navegador puede borrar tus partidas si falta espacio o si tardas mucho en volver. Expórtalas para estar seguro.
import-unchanged = No se cambió nada: { $why }.
import-part-way = La importación se detuvo a medias ({ $why }) y restaurar lo que había también falló ({ $rollback }): algunas partidas pueden ser las de la copia. Vuelve a importarla o recarga.

## The leaderboard server's answers, worded by the app from their codes

server-not-found = La clasificación no tiene esa dirección.
server-method-not-allowed = La clasificación no acepta ese método en esta dirección.
server-unavailable = La clasificación no está disponible ahora mismo; inténtalo de nuevo dentro de un rato.
server-timeout = La clasificación tardó demasiado en responder; inténtalo de nuevo dentro de un rato.
server-error = El servidor de la clasificación tuvo un problema; inténtalo de nuevo dentro de un rato.
server-rate-limited = Demasiadas peticiones desde tu dirección: espera un poco y vuelve a intentarlo.
server-bad-json = La clasificación no pudo leer la petición.
server-too-large = La petición es demasiado grande para la clasificación.
server-no-such-board = La clasificación no tiene esa tabla.
server-day-not-begun = La partida diaria de ese día aún no ha empezado (los días cambian a medianoche UTC).
server-board-closed = La tabla de este día está cerrada: aceptó partidas hasta un día después de terminar el día.
server-day-counted = Tu primera partida ya está en esta tabla: solo cuenta la primera partida del día de cada jugador.
server-taken = Esta partida ya está en la tabla, con el nombre de otro jugador.
server-bad-token = La clasificación no reconoció al jugador de este navegador.
server-bad-name = La clasificación rechazó ese nombre: usa de 1 a 24 letras, cifras, espacios o signos.
server-no-such-entry = Esa partida no está (ya) en la clasificación.
server-no-such-player = Las clasificaciones no tienen partidas del jugador de este navegador.
server-not-over = Esta partida no ha terminado: solo las partidas terminadas entran en la tabla.
server-not-ranked = Esta partida no puntúa: las tablas listan partidas jugadas sin deshacer ni solucionador.
server-bad-code = La repetición de la partida no supera la comprobación, así que no puede entrar en la tabla.
server-illegal-move = La jugada { $step } de la repetición de la partida no es válida, así que no puede entrar en la tabla.
posted-stored = Tu partida está en la tabla: { $rank }.º de { $entries }.
posted-already = Esta partida ya estaba en la tabla: { $rank }.º de { $entries }.
posted-kept-best = Tu mejor partida con esta semilla hizo { $score } puntos, así que sigue en la tabla: { $rank }.º de { $entries }.

## Posting to the leaderboards

not-ranked-not-over = Solo se puede publicar una partida terminada.
not-ranked-undos = No apta para la clasificación: esta partida tiene { $count } { $count ->
    [one] jugada deshecha
   *[other] jugadas deshechas
}, y las tablas solo puntúan partidas sin deshacer.
not-ranked-solver = No apta para la clasificación: el solucionador jugó { $count ->
    [one] una jugada
   *[other] { $count } jugadas
} de esta partida.
not-ranked-practice = No apta para la clasificación: una partida de práctica. La tabla del día tiene tu primera partida.
not-ranked-no-replay = No apta para la clasificación: esta partida empezó antes de que el juego guardara las jugadas, así que no tiene repetición que comprobar.
name-empty = Un nombre no puede estar vacío.
name-too-long = Un nombre tiene como mucho { $most } caracteres, no { $count }.
name-control = Un nombre no puede tener caracteres de control ni caracteres que cambien la dirección del texto.
board-daily = { $mode } diaria { $day }
board-seed = { $mode } { $size }×{ $size } · semilla { $seed }
no-token-here = Este navegador no puede crear una clave de jugador.
name-saved-here = Guardado: tus partidas se publicarán como «{ $name }».
name-saving = Guardando…
name-saved = Guardado: las tablas muestran ahora «{ $name }».
name-saved-later = Guardado aquí: las tablas recibirán «{ $name }» con tu próxima partida publicada.
forget-nothing = Nada que olvidar: no se publicó ninguna partida desde este navegador.
forgetting = Olvidando…
forgotten = { $count ->
    [one] Olvidado: tu partida se borró de las clasificaciones.
   *[other] Olvidado: se borraron { $count } partidas tuyas de las clasificaciones.
}
forget-refused = No se olvidó nada: { $why }
forget-offline = Estás sin conexión: no se olvidó nada. Vuelve a intentarlo cuando tengas conexión.
forget-later = El servidor no pudo hacerlo ahora: no se olvidó nada. Inténtalo más tarde.
forget-no-server = Ningún servidor de clasificaciones responde en este sitio: no se olvidó nada.

## The leaderboard panel and the game-over box's post

leaderboard-key = Clasificación ({ $key })
leaderboard = Clasificación
leaderboard-pending = { $count ->
    [one] 1 de tus partidas está pendiente: se enviará cuando se pueda llegar al servidor.
   *[other] { $count } de tus partidas están pendientes: se enviarán cuando se pueda llegar al servidor.
}
loading = Cargando…
leaderboard-no-server = Ningún servidor de clasificaciones responde en este sitio: las clasificaciones necesitan el servidor propio del juego. Todo lo demás funciona como siempre.
leaderboard-no-answer = El servidor de la clasificación no respondió: inténtalo más tarde.
leaderboard-offline = Estás sin conexión: las clasificaciones aparecerán cuando vuelvas a tener conexión.
opening-replay = Abriendo la repetición…
replay-not-fetched = No se pudo descargar la repetición: vuelve a intentarlo.
leaderboard-board = Tabla
leaderboard-seed = Semilla { $seed }
today = Hoy, { $day }
yesterday = Ayer, { $day }
leaderboard-size = Tamaño
daily-one-size = Una partida diaria tiene un solo tamaño
board-caption = { $board }: { $count } { $count ->
    [one] partida
   *[other] partidas
}
board-caption-closed = { $board }: { $count } { $count ->
    [one] partida
   *[other] partidas
} (cerrada)
column-rank = Puesto
column-player = Jugador
column-score = Puntos
column-moves = Jugadas
column-top-tile = Ficha máx.
column-replay = Repetición
leaderboard-empty = Aún no hay partidas en esta tabla: termina una y publícala para ser el primero.
watch-entry = Ver la partida de { $player }, puesto { $rank }
you = {" "}(tú)
watch = Ver
post-name = Tu nombre en las clasificaciones
post = Publicar
post-to-leaderboard = Publicar en la clasificación
see-the-leaderboard = Ver la clasificación
posting-as = Como «{ $name }» (se cambia en Ajustes).
sending = Enviando…
pending-offline = Pendiente: estás sin conexión. Se enviará cuando vuelvas a tener conexión.
pending-later = Pendiente: el servidor aún no pudo aceptarla. Se volverá a enviar pronto.
pending-no-server = Pendiente: ningún servidor de clasificaciones responde en este sitio. Se volverá a intentar más tarde.

## The figures and buttons around the board

assisted = El solucionador jugó en esta partida: no cuenta para tu récord
highest = Máxima
final-score = Final
hint = Pista
hint-key = Pista (H)
new-game = Nueva partida
new-game-key = Nueva partida (N)
sound-on-key = Activar sonido (M)
sound-off-key = Silenciar (M)
mute = Silencio
how-to-play = Cómo jugar
how-to-play-key = Cómo jugar (?)
undo = Deshacer
undo-key = Deshacer (U o Ctrl+Z)
redo = Rehacer
redo-key = Rehacer (Mayús+U o Ctrl+Y)
watch-key = Ver jugar al solucionador (P); cualquier tecla o toque lo detiene
stop = Parar
daily-label = {"Diaria "}
daily-link-title = Un enlace a la partida de este día
practice = {" práctica"}
free-game = Partida libre
copy-link = Copiar enlace
copy-link-failed = No se pudo copiar: usa el enlace
seed-label = {"Semilla "}
seed-link-title = Un enlace a esta partida

## How to play: what the keys do, after their names (each a part of a line, with its spacing and punctuation)

keys-redo-1 = {" "}la vuelve a jugar (o{" "}
keys-redo-2 = ,{" "}
keys-redo-3 = ; Cmd en vez de Ctrl en un Mac); una partida con jugadas deshechas no cuenta para el récord
keys-tiles-1 = {" "}hacen rodar el tablero bajo el cursor central
keys-tiles-2 = {" "}vuelve a centrar,{" "}
keys-tiles-3 = {" "}mueven el cursor por el tablero;{" "}
keys-tiles-4 = {" "}lo centra
keys-tiles-5 = {" "}coge la ficha bajo el cursor y luego una flecha la intercambia;{" "}
keys-tiles-6 = {" "}la suelta
keys-tiles-7 = {" "}da una pista,{" "}
keys-tiles-8 = {" "}deja jugar al solucionador (cualquier tecla lo detiene),{" "}
keys-tiles-9 = {" "}nueva partida,{" "}
keys-tiles-10 = {" "}estadísticas,{" "}
keys-tiles-11 = {" "}clasificación,{" "}
keys-tiles-12 = {" "}sonido sí o no,{" "}
keys-tiles-13 = {" "}esta ayuda
keys-tiles-14 = {" "}deshace una jugada,{" "}
keys-slides-1 = {" "}deslizan; en el tablero, desliza el dedo o arrastra con el ratón
keys-slides-2 = {" "}deshace un deslizamiento,{" "}
keys-slides-3 = {" "}da una pista (una flecha en la pared hacia la que deslizar),{" "}
keys-slides-4 = {" "}deja jugar al solucionador (cualquier tecla lo detiene); una partida en la que jugó el solucionador no cuenta para el récord
keys-slides-5 = {" "}nueva partida (modo y tamaño),{" "}
keys-slides-6 = {" "}sonido sí o no,{" "}
keys-slides-7 = {" "}esta ayuda,{" "}
keys-slides-8 = {" "}cierra un diálogo
keys-slides-9 = {" "}estadísticas,{" "}
keys-slides-10 = {" "}clasificación
keys-or = {" "}o{" "}
key-space = Espacio
key-enter = Intro
key-esc = Esc
key-home = Inicio
key-shift = Mayús
key-ctrl = Ctrl
touch-flick = Desliza una ficha hacia una vecina para intercambiarlas, o toca una ficha y luego la otra
touch-roll = Arrastra con dos dedos para hacer rodar el tablero de lado
touch-swipe = Desliza el dedo por el tablero para mover todas las fichas en esa dirección

## The game-over box and how to play

no-swap-left = Ningún intercambio forma una línea.
no-slide-left = Ningún deslizamiento cambia el tablero.
back-to-main = Volver a { $main } (tu partida de { $mode } se conserva)
play-again-practice = Otra vez (práctica)
new-best = ¡Nuevo récord! Superaste tu { $best }.
new-best-label = Nuevo récord
not-counted-solver-mark = solucionador
not-counted-undos-mark = deshacer
not-counted-practice-mark = práctica
not-counted-solver = El solucionador jugó en esta partida: no cuenta para tu récord.
not-counted-undos = Esta partida tiene jugadas deshechas: no cuenta para tu récord.
not-counted-practice = Una partida diaria jugada de nuevo es práctica: no cuenta para tu récord.
best-not-counted-spoken = : { $why }
said-then-new-best = { $said } { $line }
look-at-board = Ver el tablero
look-at-board-key = Ver el tablero (Esc)
back-to-result = Volver al resultado
back-to-result-key = Volver al resultado (Esc)
game-over = Fin de la partida
final-score-label = Puntuación final
close-how-to-play = Cerrar cómo jugar
play-the-tutorial = Jugar el tutorial
help-leaderboards = Clasificaciones: publica una partida terminada desde su cuadro de fin de partida. El servidor vuelve a jugar cada jugada con estas reglas, así que una repetición verificada demuestra que las jugadas son válidas y la puntuación es suya; no puede saber quién o qué las eligió. Una partida con jugadas deshechas o jugadas del solucionador no puntúa, pero esa marca es la palabra de tu propia partida, que el servidor acepta tal como llega.

## ExponenTorus and ExponenTile: swaps, merges, hints, the board's cells

new-game-seed = Nueva partida, semilla { $seed }{ $side }.
picked-up = Cogiste el { $tile } en { $place }. Pulsa una flecha para intercambiarlo, Escape para soltarlo.
put-down = Soltada.
no-swap-game-over = Fin de la partida: ningún intercambio forma una línea.
no-swap-game-over-new = Fin de la partida: ningún intercambio forma una línea. Pulsa N para una partida nueva.
no-swap-final-score = Fin de la partida: ningún intercambio forma una línea. Puntuación final { $score }.
refused-off-board = Esa casilla está fuera del tablero.
refused-not-neighbours = Solo se intercambian fichas vecinas: una al lado de otra o una encima de otra.
refused-no-match = Ahí no hay línea: las fichas vuelven a su sitio.
edge-rolled-in = La línea gruesa es el borde superior e inferior del tablero: encima, la fila de abajo; debajo, la fila de arriba.
across-the-edge = No se puede intercambiar a través del borde superior e inferior del tablero: solo los lados dan la vuelta.
merged = Fusionadas en { $tile }, +{ $points } puntos{ $cascades ->
    [0] {""}
    [one] , { $cascades } cascada
   *[other] , { $cascades } cascadas
}. Puntuación { $score }.
swap-hint = Pista: intercambia el { $tile } en { $place } con el { $other } { $side ->
    [above] de encima
    [below] de debajo
    [left] de su izquierda
    [right] de su derecha
   *[seam] al otro lado de la costura
}: { $points } puntos.
swap-hint-cascades = Pista: intercambia el { $tile } en { $place } con el { $other } { $side ->
    [above] de encima
    [below] de debajo
    [left] de su izquierda
    [right] de su derecha
   *[seam] al otro lado de la costura
}: { $points } puntos, unos { $cascades } con cascadas.
swap-undone = Deshecho: el intercambio del { $tile } en { $place } con el { $other } en { $other_place }. { $undos } en esta partida.
cell = { $tile }, { $place }
empty-cell = vacía, { $place }
cell-cursor = cursor
cell-picked-up = cogida
cell-hint = pista
torus-board-label = Tablero de { $size } por { $size }. El cursor es la casilla central.
mode-game-on = { $mode }, partida { $seed } en { $size } por { $size }.
cursor-at-top = El cursor está en el borde superior del tablero.
cursor-at-bottom = El cursor está en el borde inferior del tablero.
cursor-at-left = El cursor está en el borde izquierdo del tablero.
cursor-at-right = El cursor está en el borde derecho del tablero.
across-a-flat-edge = No se puede intercambiar a través del borde del tablero: este tablero no da la vuelta.
flat-board-label = Tablero de { $size } por { $size }. Las flechas mueven el cursor.

## 2048: slides

slid = Deslizado hacia { $dir ->
    [up] arriba
    [down] abajo
    [left] la izquierda
   *[right] la derecha
}.
slide-merged = Fusionadas en { $tiles }.
score-is = Puntuación { $score }.
you-win-sentence = Has hecho 2048: ¡ganas!
no-slide-game-over = Fin de la partida: ningún movimiento cambia el tablero.
nothing-moves = Nada se mueve hacia { $dir ->
    [up] arriba
    [down] abajo
    [left] la izquierda
   *[right] la derecha
}.
slide-undone = Deshecho el deslizamiento hacia { $dir ->
    [up] arriba
    [down] abajo
    [left] la izquierda
   *[right] la derecha
}. Puntuación { $score }, { $undos }.
slide-hint-no-merge = Pista: desliza hacia { $dir ->
    [up] arriba
    [down] abajo
    [left] la izquierda
   *[right] la derecha
}: sin fusión, un tablero mejor.
slide-hint = Pista: desliza hacia { $dir ->
    [up] arriba
    [down] abajo
    [left] la izquierda
   *[right] la derecha
}: { $points } puntos.
board-slide-hint = ; pista: desliza hacia { $dir ->
    [up] arriba
    [down] abajo
    [left] la izquierda
   *[right] la derecha
}
keep-going-sentence = Sigue jugando: las fichas van más allá de 2048.
slide-board-label = Tablero de 2048, { $size } por { $size }: desliza con las flechas{ $hint }

## Dialogs: new game, the win, replays, sharing, the update, notices, the tutorial's card

mode = Modo
start = Empezar
switch-keeps = Tu partida de { $mode } se conserva. Una partida de { $other } en curso se reanuda y te ofrece la nueva.
game-will-be-lost = Se perderá la partida en juego.
you-win = ¡Ganas!
you-made-the-tile = Has hecho una ficha 2048, con { $score } puntos.
keep-going = Seguir jugando
back-to-my-game = Volver a mi partida
play-this-day = El tablero de este día desde cero, para que lo juegues tú
play-this-seed = Una partida nueva con esta semilla, para que la juegues tú
play-this-game = Jugar esta partida
replay-controls = Controles de la repetición
to-the-start = Al principio
to-the-start-key = Al principio (Inicio)
back-one-move = Una jugada atrás
back-one-move-key = Una jugada atrás (←)
play-or-pause-key = Reproducir o pausar (Espacio)
pause = Pausa
play = Reproducir
tutorial-play = Jugar
forward-one-move = Una jugada adelante
forward-one-move-key = Una jugada adelante (→)
to-the-end = Al final
to-the-end-key = Al final (Fin)
replay-move-label = Jugada
position-of = { $position } / { $moves }
replay-speed = Velocidad
share-title = Comparte una imagen de esta partida, tu puntuación y un enlace que la repite
share = Compartir
share-refused = El navegador no dejó que el juego lo copiara: selecciona el texto y cópialo.
share-failed-again = No se pudo copiar otra vez: selecciona el texto y cópialo.
share-copied = Copiado.
share-text-label = Tu puntuación y el enlace a tu partida
copy = Copiar
update-available = Actualización disponible
updating = Actualizando…
update-now = Actualizar ahora
dismiss = Cerrar
tutorial = Tutorial
tutorial-done-count = · terminado
tutorial-step-count = · paso { $step } de { $steps }
skip-tutorial-key = Saltar el tutorial (Esc): volver a tu partida
skip = Saltar
roll-left = Hacer rodar el tablero a la izquierda
roll-right = Hacer rodar el tablero a la derecha

## How to play each mode

rules-swaps = Intercambia dos fichas vecinas para alinear tres o más fichas iguales. Se fusionan en la ficha que moviste: tres la duplican, cuatro la multiplican por cuatro, cinco por ocho. El valor fusionado suma a tu puntuación.
rules-mouse = Ratón: haz clic en una ficha y luego en una vecina, o arrastra una ficha hacia otra
rules-cylinder = El tablero es un cilindro: los lados izquierdo y derecho se unen, así que las líneas los cruzan. Arriba y abajo nunca se unen, y las fichas siempre caen hacia abajo.
rules-touch-roll = Táctil: desliza una ficha hacia una vecina; arrastra con dos dedos para hacer rodar el tablero
rules-other-modes = Nueva partida también cambia al ExponenTile original o al 2048 clásico; cada modo conserva su propia partida
rules-flat = Este es el tablero plano original: sus bordes no se unen, así que ningún intercambio ni línea los cruza. Las fichas caen hacia abajo y las nuevas entran por arriba.
rules-touch-flick = Táctil: desliza una ficha hacia una vecina
credit-before = ExponenTile es un juego de Mike Laumann Bellika (licencia MIT):{" "}
credit-original = juega el original
credit-between = {" "}o lee{" "}
credit-source = su código
credit-after = . ExponenTorus juega sus reglas sobre un cilindro.
rules-slides = Desliza todas las fichas hacia un lado. Dos fichas iguales que se juntan se fusionan en su suma, que puntúa; tras cada deslizamiento que cambia el tablero aparece un 2 (o, una vez de cada diez, un 4). Haz una ficha 2048 para ganar y sigue si quieres: la partida termina cuando ningún deslizamiento cambia el tablero.
rules-touch-swipe = Táctil: desliza el dedo por el tablero; ratón: arrástralo
rules-sizes-keep = Cada tamaño de tablero tiene su propio récord; ExponenTorus conserva su partida mientras juegas aquí

## The tutorials: each step, how to do it with keys or by touch, and the end

lesson-torus-1 = Intercambia las dos fichas marcadas para alinear tres 2.
lesson-torus-2 = Espacio coge la ficha bajo el cursor y ↑ la intercambia; o desliza una ficha marcada sobre la otra; o haz clic en una y luego en la otra.
lesson-torus-3 = Desliza una ficha marcada sobre la otra, o toca una y luego la otra.
lesson-torus-4 = Ahora alinea cuatro 4: una línea más larga se fusiona en una ficha mayor.
lesson-torus-5 = Espacio y luego →; o desliza o haz clic, como antes.
lesson-torus-6 = Desliza o toca, como antes.
lesson-torus-7 = Intercambia las fichas marcadas y mira: las fichas caen y las líneas que forman se fusionan solas.
lesson-torus-8 = Espacio y luego →; o desliza o haz clic.
lesson-torus-9 = Desliza una sobre la otra, o toca una y luego la otra.
lesson-torus-10 = Haz rodar el tablero de lado para traer desde el borde la costura discontinua, donde se juntan sus lados izquierdo y derecho.
lesson-torus-11 = ← o → lo hace rodar una casilla, o usa los botones de aquí.
lesson-torus-12 = Arrastra el tablero de lado con dos dedos, o usa los botones de aquí.
lesson-torus-13 = Intercambia las fichas marcadas a través de la costura: las fichas a cada lado son vecinas.
lesson-torus-14 = Haz rodar una ficha marcada bajo el cursor y luego Espacio y una flecha; o deslízala sobre la costura; o haz clic en una y luego en la otra.
lesson-torus-15 = Desliza una ficha marcada por encima de la costura sobre la otra, o toca una y luego la otra.
lesson-torus-16 = Así es el juego: alinea, fusiona, mira las cascadas, haz rodar. Tu propia partida te espera.
lesson-flat-1 = Espacio coge la ficha bajo el cursor (el anillo) y ↑ la intercambia; o desliza una ficha marcada sobre la otra; o haz clic en una y luego en la otra.
lesson-flat-2 = Las flechas mueven el cursor: → lo lleva a la ficha de la derecha, luego Espacio y ← intercambian; o desliza o haz clic.
lesson-flat-3 = Así es ExponenTile: alinea, fusiona, mira las cascadas. Tu propia partida te espera.
lesson-slides-1 = Desliza todas las fichas hacia un lado.
lesson-slides-2 = Una flecha o WASD; o desliza el dedo por el tablero, o arrástralo con el ratón.
lesson-slides-3 = Desliza el dedo por el tablero, hacia donde sea.
lesson-slides-4 = Junta los dos 2 marcados: se fusionan en un 4.
lesson-slides-5 = ↓ o ↑; o desliza hacia abajo o hacia arriba.
lesson-slides-6 = Desliza hacia abajo o hacia arriba.
lesson-slides-7 = Ahora fusiona los dos 4 en un 8.
lesson-slides-8 = ← o →; o desliza de lado.
lesson-slides-9 = Desliza de lado.
lesson-slides-10 = Así es 2048: sigue fusionando, y una ficha 2048 gana.
tutorial-step = Paso { $step } de { $steps }: { $says }
marked-empty = la casilla vacía en { $place }
marked-tile = el { $tile } en { $place }
marked = Marcadas: { $cells }.
tutorial-set-out-again = No quedaba ninguna jugada, así que el tablero se vuelve a colocar. { $step }
tutorial-done = ¡Bien hecho! { $ending } Pulsa Jugar para empezar.
tutorial-left = Tu partida está lista. El tutorial sigue en Cómo jugar (?).
tutorial-skipped = Tutorial saltado: tu partida está lista. El tutorial sigue en Cómo jugar (?).
sound-on = Sonido activado.
sound-off = Sonido desactivado.

## Sharing: the line, and the picture's words

share-daily-practice = { $mode } diaria { $day } (práctica)
share-line = { $title } · { $score } puntos · ficha máxima { $tile } · { $moves } { $moves ->
    [one] jugada
   *[other] jugadas
}
share-solver-moves = { $count } { $count ->
    [one] jugada
   *[other] jugadas
} del solucionador
picture-daily = Diaria { $day }
picture-daily-practice = Diaria { $day } (práctica)
picture-seed = { $size }×{ $size } · semilla { $seed }
picture-solver = jugó el solucionador
picture-score = PUNTOS
picture-top-tile = FICHA MÁX.
picture-moves = JUGADAS
stats-unreadable-now = No se pueden leer las estadísticas: { $why }.

## Races: the buttons that open one, the helpers off during one

race = Carrera
race-key = Echar una carrera con amigos (R)
race-this-board-key = Echar una carrera con amigos en este tablero (R)
race-hint-off = La pista no está disponible en una carrera
race-watch-off = Ver no está disponible en una carrera
keys-race = {" "}echar una carrera,{" "}
race-form-title = Echar una carrera con amigos
race-form-sub = Todos juegan el mismo tablero, en directo. Envía el enlace; hasta { $most } jugadores.
race-your-name = Tu nombre (como en las clasificaciones)
race-name-placeholder = Tu nombre
race-length = Duración
race-create = Empezar una carrera
race-until-over = Hasta que termine el último tablero
race-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
race-asking = Preguntando al servidor si organiza carreras…
race-no-races = Este sitio no organiza carreras: necesitan el servidor propio del juego, y no lo tiene.
race-offline = Una carrera necesita el servidor del juego: parece que no tienes conexión. Vuelve a intentarlo cuando estés en línea.
race-not-answering = El servidor del juego no responde ahora mismo: inténtalo de nuevo en un momento.
race-needs-name = Para correr hace falta tu nombre y un navegador que pueda crear un token de jugador.
race-making = Creando la carrera…
race-not-made = El servidor no ha podido crear una carrera ahora mismo: inténtalo de nuevo en un momento.

## Races: the lobby, the race bar, the standings, and what a race says

race-helper-off = { $action ->
    [hint] La pista no está disponible en una carrera.
    [watch] Ver no está disponible en una carrera.
    [undo] Deshacer no está disponible en una carrera.
   *[redo] Rehacer no está disponible en una carrera.
}
race-not-a-link = «{ $link }» no es el enlace de ninguna carrera.
race-on = La carrera ha empezado: el mismo tablero para todos.
race-back-in = De vuelta en la carrera, en tus jugadas tal como las tiene el servidor.
race-unknown-kind = Esta carrera es de un tipo que esta versión del juego no conoce.
race-reconnecting-try-again = Reconectando con la carrera: inténtalo de nuevo en un momento.
race-lost = Se perdió la conexión con la carrera. Reconectando…
race-lost-because = { $reason } Reconectando…
race-closed-too-slow = La conexión con la carrera fue demasiado lenta, o estuvo callada demasiado tiempo.
race-closed-refused = El servidor de carreras cerró la conexión: no pudo aceptar lo que envió esta página.
race-closed-too-large = Un mensaje era demasiado grande para el servidor de carreras.
race-closed-unavailable = El servidor de carreras no está disponible ahora mismo.
race-closed-restarting = El servidor de carreras se está reiniciando.
race-closed-behind = Te quedaste atrás en la carrera; te pondrás al día al volver a unirte.
race-closed-replaced = Abriste esta carrera en otra ventana.
race-closed-no-such-race = Ninguna carrera tiene este enlace: puede que esté mal escrito.
race-connecting = Conectando con la carrera…
race-a-race = Una carrera
race-lobby-title = Carrera: { $kind }
race-kind = { $mode } { $size } × { $size }, { $length }
race-kind-until-over = hasta que termine el último tablero
race-send-link = Envía este enlace:
race-link-label = El enlace de la carrera
race-copy = Copiar
race-mark-made-it = creó la carrera
race-mark-you = tú
race-mark-away = ausente
race-marks = ({ $marks })
race-ready-mark = ✓ listo
race-starting-in = Empieza en { $seconds }…
race-start-how-creator = Empieza cuando estén todos; también empieza en cuanto todos estén listos.
race-start-how = La carrera empieza cuando quien la creó la inicia, o cuando todos están listos.
race-watching = Estás mirando. Únete para correr.
race-leave = Salir
race-ready = Listo
race-not-ready = No listo
race-start = Empezar
race-join = Unirse
race-bar-label = La carrera
race-clock-until-over = Hasta el último tablero
race-clock-time-left = Tiempo restante:
race-rank = { $rank }.º
race-presence-left = salió
race-presence-done = terminó
race-presence-away = ausente
race-moves = { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}
race-top-tile = máx. { $tile }
race-board-of = Tablero de { $name }
race-standings = La clasificación
race-interrupted = El servidor se reinició durante esta carrera, que terminó ahí: esta es la clasificación que había guardado.
race-left-mark = (salió)
race-watch-replay = Ver
race-back = Volver a mi partida
race-rematch = Revancha
race-refused-message = El servidor de carreras no pudo leer ese mensaje.
race-refused-not-in-race = No estás en esta carrera: estás mirando.
race-refused-not-begun = La carrera no ha empezado: espera la cuenta atrás.
race-refused-over = La carrera ha terminado: esa jugada llegó después del final y no cuenta.
race-refused-left = Saliste de esta carrera: tu puntuación queda como estaba.
race-refused-out-of-order = Esa jugada no era la siguiente según el servidor: tu tablero vuelve a las jugadas del servidor.
race-refused-illegal-move = Esa jugada no es válida en el tablero del servidor: tu tablero vuelve a las jugadas del servidor.
race-refused-bad-race = El servidor de carreras no organiza carreras de ese tipo: su modo, tamaño de tablero o duración.
race-refused-rate-limited = Demasiados mensajes a la vez: ese no se aceptó.
race-refused-said-already = Esta página ya dijo quién es.
race-refused-unavailable = El servidor de carreras no pudo aceptar eso ahora mismo; no se ha contado.
race-refused-full = Esta carrera está llena: { $most } jugadores como máximo. Estás mirando.
race-refused-begun = Esta carrera empezó sin ti: estás mirando.
race-refused-not-creator = Solo quien creó la carrera la inicia; también empieza en cuanto todos estén listos.
race-refused-not-over = La revancha llega cuando la carrera termina.

## The analysis: the replay viewer's marks, accuracy, chart and better moves

analysis-panel = Análisis
analyse = Analizar
analyse-key = Cada jugada frente a la mejor del solucionador (A)
analysis-cancel = Cancelar
analysis-cancel-key = Cancelar (Esc)
analysis-costliest = Las jugadas más costosas
better-move = Mejor jugada
better-move-key = Mostrar la mejor jugada en el tablero (B)
play-it-out = Jugarla
back-to-the-game = Volver a la partida
play-it-out-key = Jugar la mejor jugada, o volver (P)
mark-title = { $mark ->
    [best] Mejor
    [good] Buena
    [inaccuracy] Imprecisión
    [mistake] Error
   *[blunder] Error grave
}
mark-name = { $mark ->
    [best] la mejor
    [good] buena
    [inaccuracy] imprecisión
    [mistake] error
   *[blunder] error grave
}
analysis-started = Analizando { $moves ->
    [one] la { $moves } jugada
   *[other] las { $moves } jugadas
} de la partida frente a la mejor del solucionador. Esc cancela; mientras tanto, la repetición sigue.
analysis-next = Siguiente: { $reviewed }
analysis-cancelled = Análisis cancelado.
analysis-counts = { $best } { $best ->
    [one] mejor
   *[other] mejores
}, { $good } { $good ->
    [one] buena
   *[other] buenas
}, { $inaccuracies } { $inaccuracies ->
    [one] imprecisión
   *[other] imprecisiones
}, { $mistakes } { $mistakes ->
    [one] error
   *[other] errores
}, { $blunders } { $blunders ->
    [one] error grave
   *[other] errores graves
}
analysis-done = Analizada: precisión { $accuracy }; { $counts }. B muestra la mejor jugada, P la juega.
reviewed-best = Jugada { $number }, { $played }: la mejor.
reviewed-move = Jugada { $number }, { $played }: { $mark } ({ $lost } cedido).
reviewed-move-better = Jugada { $number }, { $played }: { $mark } ({ $lost } cedido). Mejor: { $better }.
better-played = La mejor jugada en lugar de la jugada { $number }, jugada: { $merged } Esc o P vuelve a la partida.
back-to-the-game-before = De vuelta a la partida, antes de la jugada { $number }.
better-shows = La mejor jugada se muestra en el tablero donde la jugada hecha no fue la mejor.
better-hidden = La mejor jugada ya no se muestra.
analyse-first = Analiza primero la partida: A, o el botón «Analizar».
no-better-move = Aquí se jugó la jugada del propio solucionador: no hay una mejor.
analysis-progress = Analizando… { $done } de { $total } jugadas
accuracy-heading = Precisión { $accuracy }
costly-move = Jugada { $number }: { $mark }, { $lost } cedido
chart-words = La puntuación sube hasta { $score } en { $moves } { $moves ->
    [one] jugada
   *[other] jugadas
}. Precisión { $accuracy }: { $counts }.
chart-costliest = {" "}Las más costosas: { $moves }.
costly-in-words = jugada { $number } ({ $mark }, { $lost } cedido)
move-slide = deslizar hacia { $dir ->
    [up] arriba
    [down] abajo
    [left] la izquierda
   *[right] la derecha
}
move-swap = intercambiar el { $tile } en { $place } con el { $other } en { $other_place }

## Problemas: un movimiento que encontrar, de partidas reales o de la partida del día

puzzle-not-an-id = «{ $text }» no es el identificador de un problema (12 de los caracteres 0-9 y a-f, o un modo y un día, como 2048-2026-12-04)
puzzle-no-such = ningún problema tiene el identificador { $id }
puzzle-not-out = el problema del { $day } aún no ha salido (el día cambia a medianoche UTC)
puzzle-unreadable = el problema no se puede leer ({ $why })
puzzle-bad-position = su posición no se puede leer: { $why }
puzzle-other-mode = su modo «{ $mode }» no es el de su posición, o no es ninguno de este juego
puzzle-no-answer = su solución no es un movimiento de su posición
puzzle-solved = ¡Correcto! Ese movimiento suma { $points } { $points ->
    [one] punto
   *[other] puntos
}.
puzzle-missed = Este no: el movimiento se deshace. Mejor: { $better }, que vale { $better_worth } puntos de media frente a { $played_worth } de { $played }.
puzzle-opened = Problema { $id }: encuentra el mejor movimiento. Tienes uno; Escape vuelve a tu partida.
puzzle-opened-touch = Problema { $id }: encuentra el mejor movimiento. Tienes uno; Volver te lleva a tu partida.
puzzle-left = De vuelta a tu partida, tal como la dejaste.
bad-puzzle = Este enlace de problema no funciona: { $error }. { $instead }
puzzle-unreachable = el problema { $id } lo guarda el servidor del juego, y aquí no responde ningún servidor
puzzle-of-the-day = Problema del día
puzzle-title = Problema
puzzle-back = Volver a tu partida
puzzle-figures = Problemas resueltos: { $solved }; seguidos: { $streak }.
puzzle-solved-by-mode = Problemas resueltos en cada modo
puzzle-mode-puzzles = Problemas de { $mode }

## The install manifest (scripts/manifests.mjs; English: public/manifest.webmanifest)

manifest-description = ExponenTile, 2048 con tres en raya, sobre un cilindro: intercambia fichas vecinas para alinear tres o más números iguales, fusiónalos en potencias de dos mayores y juega a través de la costura donde las columnas dan la vuelta.
