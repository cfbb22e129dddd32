### ExponenTorus 日本語。原文：locales/en.ftl、用語集：docs/translating.md。

## Sizes of files

size-bytes = { $count }バイト
size-kilobytes = { $size } KB
size-megabytes = { $size } MB
size-gigabytes = { $size } GB
size-terabytes = { $size } TB

## Languages

language-unavailable = { $language }を読み込めませんでした（ネットワークに接続されていない可能性があります）。そのため英語で表示しています。次にネットワークにつながった状態でページを開くと{ $language }になります。

## Words used everywhere

done = 完了
cancel = キャンセル
close = 閉じる

## Settings

settings = 設定
settings-language = 言語
settings-animation = アニメーション
speed-instant = なし
speed-fast = 速い
speed-normal = 普通
speed-slow = 遅い
settings-theme = テーマ
theme-system = システム
theme-light = ライト
theme-dark = ダーク
settings-palette = タイルの色
palette-standard = 標準
palette-safe = 色覚に配慮
settings-volume = 音量
settings-name = ランキングでの名前
settings-name-unset = 名前はまだありません。初めてゲームを登録するときに聞かれます。
settings-name-save = 名前を保存
forget-me = 登録を消去
forget-me-title = 登録を消去しますか？
forget-me-what = このブラウザから登録したすべてのゲームがランキングから完全に削除されます。ここにあるゲームとスコアはそのまま残り、今後登録するゲームは新しいプレイヤーとして扱われます。

## Lists and places

list-separator = 、
list-or = { $items }、または{ $last }
list-and = { $items }と{ $last }
place = { $row }行{ $column }列
side-in-brackets = （{ $size }×{ $size }）

## The game's sentences, in every mode

undo-count = { $count }回の取り消し
undos-at-game-over = 取り消しを{ $count }回使いました。ベストは取り消しなしのゲームだけを数えます。
nothing-to-undo = 取り消す手はありません。
nothing-to-redo = やり直す手はありません。
watching = ソルバーがプレイしています。どれかのキーを押すかタップするとゲームが戻ります。ソルバーの手はベストに数えられません。
watch-stopped = あなたの番です。ゲームはまたあなたのものです。
store-blocked = ブラウザがこのページの保存を禁止しています
store-full = ブラウザの保存領域がいっぱいです
store-failed = 保存に失敗しました（{ $detail }）
saving-off = 保存できません：{ $why }。ゲームは続けられますが、ページを離れると残りません。
old-save-kept = 以前のセーブは「{ $key }」として残してあります。
old-save-lost = 以前のセーブは残せませんでした。
unreadable-save = { $error }新しいゲームを始めました。{ $kept }
seed-too-large = 「{ $text }」はシードとして大きすぎるため（最大は{ $largest }）、リンクのゲームを始められませんでした。
seed-not-a-number = 「{ $text }」はシードではない（シードは整数です）ため、リンクのゲームを始められませんでした。
invalid-size = 「{ $text }」は盤面の大きさではありません（盤面は一辺{ $sizes }マスです）。そのため{ $size }×{ $size }で遊びます。
invalid-mode = 「{ $text }」はこのゲームのモードではありません（{ $modes }があります）。そのため{ $main }です。
daily-game-of = { $day }のデイリーゲーム
mode-daily-game-of = { $mode }の{ $day }のデイリーゲーム
game-seed = ゲーム{ $seed }
mode-game-seed = { $mode }のゲーム{ $seed }

## Replays

replay-of-player = { $player }さんの{ $game }のリプレイ：{ $moves }手で{ $score }点。
replay-of = { $game }のリプレイ：{ $moves }手。
replay-of-the = { $game }のリプレイ：{ $moves }手。
replay-how-touch = 一時停止中です。下のボタンで再生、一時停止、一手ずつの移動ができ、スライダーで手を選べます。
replay-how-keys = スペースで再生と一時停止、矢印キーで一手ずつ、HomeとEndで最初と最後に移動します。
replay-heading-player = { $player }さんのゲーム
replay-heading = リプレイ
replay-heading-daily = { $whose }・デイリー
replay-heading-seed = { $whose }・シード
replay-move = { $moves }手中{ $position }手目。{ $merged }
replay-at-deal = 初期配置（全{ $moves }手の1手目の前）。
replay-at = { $moves }手中{ $position }手目の後：スコア{ $score }。
replay-paused = { $moves }手中{ $position }手目の後で一時停止。
replay-ended = リプレイ終了：{ $moves }手、スコア{ $score }。
own-game-kept = あなたのゲームは離れたときのままここにあります。
new-game-started = 新しいゲームを始めました。
bad-replay = このリプレイのリンクは使えません：{ $error }。{ $instead }
adopted-from-other-tab = 別のタブでゲームが進んだので、このタブにも最新の状態を表示しています。

## Games offered beside the one in play

offer = このリンクは{ $game }のものですが、進行中のゲームがあるのでそちらを残しています。
offer-in-mode = 進行中の{ $mode }のゲームは残してあります。{ $game }はいつでも始められます。
accept-offer = 代わりに{ $game }を遊ぶ
daily-offer = このリンクは{ $asked }のデイリーゲームのものですが、{ $kept }のデイリーゲームが進行中なのでそちらを残しています。
accept-daily-offer = 代わりに{ $day }のデイリーゲームを遊ぶ
daily-started-practice = { $day }のデイリーゲームをもう一度、練習として遊びます。記録には数えません。
daily-started = { $day }のデイリーゲーム：全員が同じ盤面で遊びます。

## The statistics' record

stats-damaged = 統計が壊れています（{ $why }）
stats-unknown-version = 統計のバージョンは{ $version }ですが、このバージョンのゲームが読めるのはバージョン{ $reads }です
stats-missing = 統計に次の項目がありません：{ $what }
stats-invalid = 統計のゲーム{ $game }にありえない値があります：{ $what }
old-stats-kept = 以前の統計は「{ $key }」として残してあります。
old-stats-left = 別に残せなかったので、そのままにしてあります。
unreadable-stats = 統計を読み込めませんでした：{ $error }。統計は最初からになります。{ $kept }

## The rules' errors: a save that does not load, a replay code that does not read

load-malformed = セーブを読み込めません（{ $why }）。
load-unknown-version = セーブは別のバージョンのゲームのものです（{ $version }）。このゲームが読めるのはバージョン{ $reads }です。
load-bad-size = 保存された盤面が{ $min }〜{ $max }行の正方形ではありません。
load-tampered = セーブの内容が合いません：{ $why }。
load-bad-value = 保存された盤面に2の累乗でないタイルがあります。
load-duplicate-id = 保存された盤面に同じIDのタイルが2つあります。
load-bad-next-id = セーブの次のタイルIDはすでに使われています。
load-has-run = 保存された盤面に3つ並びがありますが、止まっているゲームにそれはありえません。
load-other-mode = セーブは{ $wanted }ではなく{ $saved }のゲームです。
code-empty = リプレイのリンクにコードがありません
code-too-long = リプレイのコードがゲームにしては長すぎます
code-bad-character = リプレイのコードの{ $at }文字目に不明な文字「{ $character }」があります
code-unknown-version = リプレイのコードは新しいバージョンのゲームで作られています（形式{ $format }）。ページを再読み込みして更新してください
code-not-a-code = リンクにリプレイのコードがないか、コードが壊れています
code-unknown-mode = リプレイのコードは、このバージョンのゲームが知らないモード（{ $mode }）のものです
code-bad-size = リプレイのコードが{ $size }×{ $size }の盤面を指していますが、そんなゲームはありません
code-truncated = リプレイのコードが途中で切れています
code-check-failed = リプレイのコードがチェックサムと合いません。書き換えられたか壊れています
code-out-of-range = リプレイのコードの値が範囲外です（{ $part }）
code-trailing-bytes = リプレイのコードが最後の手の後も続いています
code-illegal-move = リプレイの{ $step }手目は正しい手ではありません：{ $why }
not-replayable = このゲームは手の記録がない古いセーブから続けたものなので、リプレイできません

## Backups: what a file or code holds, and why one cannot be used

backup-part-version = バージョン
backup-part-settings = 設定
backup-part-game = ゲーム
backup-part-best = ベストスコア
backup-part-bests = { $mode }のベストスコア
backup-part-games-or-bests = ゲームまたはベストスコア
backup-empty = インポートするものがありません。ファイルまたはコードが空です。
backup-too-large = ExponenTorusのバックアップにしては大きすぎます（{ $size }。バックアップは数キロバイト、何年分もの統計があっても1メガバイトほどです）。
backup-not-a-backup = ExponenTorusのバックアップではありません。"format": "exponentorus-backup" がありません。
backup-damaged = バックアップが壊れています：{ $why }。
backup-unknown-version = このバックアップのバージョンは{ $version }で、このバージョンのゲームでは読めません（読めるのは1〜{ $reads }）。ゲームを更新してから、もう一度インポートしてください。
backup-missing = バックアップに次の項目がありません：{ $part }。
backup-bad-game = バックアップの{ $game }は使えません。{ $error }
backup-unusable = バックアップは使えません：{ $why }。
backup-bad-side = バックアップは使えません。{ $mode }のベストスコアが盤面の一辺を「{ $side }」としていますが、これは{ $sides }ではありません。
backup-side-twice = バックアップは使えません。{ $mode }のベストスコアが盤面の一辺{ $side }を2回挙げています。
backup-bad-settings = バックアップの設定は使えません：{ $error }。
backup-not-a-code = バックアップのファイルでもコードでもありません（コードは「{ $prefix }」で始まります）。
backup-code-version = このコード（「{ $found }」）は別のバージョンのゲームで作られています。このゲームが読めるのは「{ $prefix }」で始まるコードです。
backup-bad-character = コードの{ $at }文字目に「{ $character }」がありますが、コードにこの文字は入りません。コード全体をもう一度コピーしてください。
backup-cut-short = コードが途中で切れています。最後の8桁のチェック数字がありません。
backup-check-failed = コードが壊れています。チェック数字が合いません（文字が変わったか、抜けたか、増えています）。コード全体をもう一度コピーしてください。
replacement = { $what }：{ $now } → { $then }
none = なし
preview-animation = アニメーション
preview-theme = テーマ
preview-colours = 色
speed-as-system = システムの設定どおり
preview-statistics = 統計
finished-games = 終了したゲーム{ $count }回
preview-name = ランキングでの名前
preview-best-side = ベストスコア、{ $side }×{ $side }
best-on-side = { $side }×{ $side }で{ $best }
preview-mode-bests = { $mode }のベストスコア
the-game = ゲーム
mode-game = { $mode }のゲーム
game-described = { $side }×{ $side }、シード{ $seed }：{ $moves }手で{ $score }点
game-described-over = { $game }、終了

## Statistics

statistics-key = 統計（{ $key }）
stats-button = 統計
statistics = 統計
stats-group = ゲーム
stats-group-name = { $mode } { $size }×{ $size }
stats-played = プレイ数
stats-mean = 平均
stats-median = 中央値
stats-best = ベスト
stats-note-best = ベスト：取り消しもソルバーも使わないゲーム。
stats-note-helped = 助けを借りた{ $count }回は数えますが、ベストにはなりません。
stats-note-practice = 練習の{ $count }回は数えません。
stats-highest-tile = 最大タイル
stats-score-line = ゲームごとのスコア
stats-daily = デイリーゲーム
stats-daily-before = UTCの毎日、全員に同じ盤面：
stats-daily-link = 今日のゲームを遊ぶ
stats-daily-after = か、下から前の日を選んでください。
stats-streak = 連続
stats-longest = 最長
stats-nothing-yet = 終了したゲームはまだありません
stats-nothing-yet-sentence = 終了したゲームはまだありません。
tile-in-games = { $tile }が{ $count }回
highest-tiles-reached = 到達した最大タイル：{ $tiles }。
score-line-one = 1ゲーム、{ $score }点。
score-line-many = { $count }ゲーム、古い順：最初は{ $first }点、最新は{ $last }点。最低{ $low }点、最高{ $high }点。

## The daily game

daily-no-day = デイリーゲームのリンクに日付がありません：{ $why }。今日のデイリーゲームを表示します。
daily-not-out = { $day }のデイリーゲームはまだ公開されていません（日付はUTCの午前0時に変わります）。今日のゲームを表示します。
daily-before-first = { $day }のデイリーゲームはありません。最初のゲームは{ $first }でした。今日のゲームを表示します。
day-not-a-date = 「{ $text }」は2026-11-30の形の日付ではありません
day-no-such-day = カレンダーに{ $text }という日はありません

## Saves: export and import

saves = セーブ
saves-button = セーブ
saves-export = ゲーム、ベストスコア、設定をエクスポートして、安全に保管したり、別のブラウザやインストールしたアプリに移したりできます：
saves-download = ファイルをダウンロード
saves-copy-code = コードをコピー
copied = コピーしました
saves-copy-failed = コピーできませんでした。コードを選択してコピーしてください
saves-code-label = バックアップコード
saves-import-file = ファイルからインポート：
saves-choose-file = ファイルを選択
saves-import-label = インポートするバックアップのコードまたはファイル
saves-paste = またはここにコードを貼り付け
saves-import-code = コードをインポート
saves-replaces = インポートで置き換わるもの：{"\u000A"}{ $lines }
saves-replace = 置き換える
saves-download-refused = このブラウザはダウンロードを拒否しました。代わりにコードをコピーしてください。
saves-file-unreadable = ファイルを読み込めませんでした。
persistence-checking = ブラウザがセーブを保持するか確認しています…
persistence-unsupported = このブラウザはセーブの保持を約束できません。念のためエクスポートしてください。
persistence-granted = 保持：あなたが削除するまで、ブラウザはセーブを保持すると約束しています。
persistence-not-granted = 約束なし：空き容量が減ったり長く訪れなかったりすると、ブラウザがセーブを削除することがあります。念のためエクスポートしてください。
import-unchanged = 何も変更されていません：{ $why }。
import-part-way = インポートが途中で止まり（{ $why }）、元に戻すのにも失敗しました（{ $rollback }）。一部のセーブはバックアップのものかもしれません。もう一度インポートするか、再読み込みしてください。

## The leaderboard server's answers, worded by the app from their codes

server-not-found = ランキングにそのアドレスはありません。
server-method-not-allowed = ランキングはこのアドレスでその方法を受け付けません。
server-unavailable = ランキングは今使えません。しばらくしてからもう一度お試しください。
server-timeout = ランキングの応答に時間がかかりすぎました。しばらくしてからもう一度お試しください。
server-error = ランキングのサーバーで問題が起きました。しばらくしてからもう一度お試しください。
server-rate-limited = あなたのアドレスからのリクエストが多すぎます。少し待ってからもう一度お試しください。
server-bad-json = ランキングがリクエストを読めませんでした。
server-too-large = リクエストがランキングには大きすぎます。
server-no-such-board = ランキングにその表はありません。
server-day-not-begun = その日のデイリーゲームはまだ始まっていません（日付はUTCの午前0時に変わります）。
server-board-closed = この日の表は締め切られました。その日が終わってから1日後まで受け付けていました。
server-day-counted = あなたの最初のゲームはもうこの表にあります。数えるのは1日に各プレイヤーの最初のゲームだけです。
server-taken = このゲームは別のプレイヤーの名前ですでに表に載っています。
server-bad-token = ランキングがこのブラウザのプレイヤーを認識できませんでした。
server-bad-name = ランキングがその名前を拒否しました。1〜24文字の文字、数字、空白、記号を使ってください。
server-no-such-entry = そのゲームはランキングに（もう）ありません。
server-no-such-player = ランキングにこのブラウザのプレイヤーのゲームはありません。
server-not-over = このゲームは終わっていません。表に載るのは終了したゲームだけです。
server-not-ranked = このゲームはランク外です。表には取り消しもソルバーも使わずに遊んだゲームだけが載ります。
server-bad-code = ゲームのリプレイが検証を通らないため、表に載せられません。
server-illegal-move = ゲームのリプレイの{ $step }手目が正しい手ではないため、表に載せられません。
posted-stored = あなたのゲームが表に載りました：{ $entries }中{ $rank }位。
posted-already = このゲームはもう表に載っています：{ $entries }中{ $rank }位。
posted-kept-best = このシードでのあなたのベストは{ $score }点なので、そちらが表に残ります：{ $entries }中{ $rank }位。

## Posting to the leaderboards

not-ranked-not-over = 登録できるのは終了したゲームだけです。
not-ranked-undos = ランキング対象外：このゲームでは取り消しを{ $count }回使っています。表は取り消しなしのゲームだけを順位づけします。
not-ranked-solver = ランキング対象外：このゲームではソルバーが{ $count }手打っています。
not-ranked-practice = ランキング対象外：練習のゲームです。その日の表にはあなたの最初のゲームが載っています。
not-ranked-no-replay = ランキング対象外：このゲームは手を記録するようになる前に始まったので、検証するリプレイがありません。
name-empty = 名前を空にはできません。
name-too-long = 名前は{ $most }文字までです（{ $count }文字あります）。
name-control = 名前に制御文字や文字の向きを変える文字は使えません。
board-daily = { $mode } デイリー { $day }
board-seed = { $mode } { $size }×{ $size }・シード{ $seed }
no-token-here = このブラウザではプレイヤーのキーを作れません。
name-saved-here = 保存しました。ゲームは「{ $name }」として登録されます。
name-saving = 保存しています…
name-saved = 保存しました。表には「{ $name }」と表示されます。
name-saved-later = ここに保存しました。次に登録するゲームで表に「{ $name }」が届きます。
forget-nothing = 消去するものはありません。このブラウザからはゲームが登録されていません。
forgetting = 消去しています…
forgotten = 消去しました。あなたのゲーム{ $count }件をランキングから削除しました。
forget-refused = 何も消去されませんでした：{ $why }
forget-offline = オフラインなので何も消去されませんでした。オンラインに戻ってからもう一度お試しください。
forget-later = サーバーが今は処理できなかったので、何も消去されませんでした。後でもう一度お試しください。
forget-no-server = このサイトではランキングのサーバーが応答しないので、何も消去されませんでした。

## The leaderboard panel and the game-over box's post

leaderboard-key = ランキング（{ $key }）
leaderboard = ランキング
leaderboard-pending = あなたのゲーム{ $count }件が送信待ちです。サーバーにつながったら送信します。
loading = 読み込み中…
leaderboard-no-server = このサイトではランキングのサーバーが応答しません。ランキングにはゲーム専用のサーバーが必要です。それ以外はこれまでどおり遊べます。
leaderboard-no-answer = ランキングのサーバーが応答しませんでした。後でもう一度お試しください。
leaderboard-offline = オフラインです。オンラインに戻るとランキングを表示します。
opening-replay = リプレイを開いています…
replay-not-fetched = リプレイを取得できませんでした。もう一度お試しください。
leaderboard-board = 表
leaderboard-seed = シード{ $seed }
today = 今日（{ $day }）
yesterday = 昨日（{ $day }）
leaderboard-size = 大きさ
daily-one-size = デイリーゲームの大きさは1つだけです
board-caption = { $board }：{ $count }ゲーム
board-caption-closed = { $board }：{ $count }ゲーム（締め切り）
column-rank = 順位
column-player = プレイヤー
column-score = スコア
column-moves = 手数
column-top-tile = 最大タイル
column-replay = リプレイ
leaderboard-empty = この表にはまだゲームがありません。ゲームを終えて登録すれば一番乗りです。
watch-entry = { $player }さんのゲームを見る（{ $rank }位）
you = （あなた）
watch = 見る
post-name = ランキングでの名前
post = 登録
post-to-leaderboard = ランキングに登録
see-the-leaderboard = ランキングを見る
posting-as = 「{ $name }」として登録します（設定で変更できます）。
sending = 送信しています…
pending-offline = 送信待ち：オフラインです。オンラインに戻ったら送信します。
pending-later = 送信待ち：サーバーがまだ受け付けられませんでした。まもなく再送します。
pending-no-server = 送信待ち：このサイトではランキングのサーバーが応答しません。後でもう一度試します。

## The figures and buttons around the board

assisted = このゲームではソルバーがプレイしたので、ベストには数えられません
highest = 最大
final-score = 最終
hint = ヒント
hint-key = ヒント（H）
new-game = 新しいゲーム
new-game-key = 新しいゲーム（N）
sound-on-key = 音を出す（M）
sound-off-key = 音を消す（M）
mute = 消音
how-to-play = 遊び方
how-to-play-key = 遊び方（?）
undo = 元に戻す
undo-key = 元に戻す（UまたはCtrl+Z）
redo = やり直す
redo-key = やり直す（Shift+UまたはCtrl+Y）
watch-key = ソルバーのプレイを観る（P）。キーを押すかタップで止まります
stop = 止める
daily-label = デイリー
daily-link-title = この日のゲームへのリンク
practice = （練習）
free-game = フリーゲーム
copy-link = リンクをコピー
copy-link-failed = コピーできませんでした。リンクを使ってください
seed-label = シード
seed-link-title = このゲームへのリンク

## How to play: what the keys do, after their names (each a part of a line, with its spacing and punctuation)

keys-redo-1 = でやり直し（
keys-redo-2 = 、
keys-redo-3 = 。MacではCtrlの代わりにCmd）。取り消しを使ったゲームはベストに数えられません
keys-tiles-1 = で中央のカーソルの下で盤面を転がす
keys-tiles-2 = で中央に戻す、
keys-tiles-3 = でカーソルを盤面で動かす。
keys-tiles-4 = で中央に置く
keys-tiles-5 = でカーソルの下のタイルを持ち上げ、矢印キーで入れ替える。
keys-tiles-6 = で下ろす
keys-tiles-7 = でヒント、
keys-tiles-8 = でソルバーがプレイ（キーを押すと止まる）、
keys-tiles-9 = で新しいゲーム、
keys-tiles-10 = で統計、
keys-tiles-11 = でランキング、
keys-tiles-12 = で音のオン・オフ、
keys-tiles-13 = でこのヘルプ
keys-tiles-14 = で1手取り消し、
keys-slides-1 = でスライド。盤面ではスワイプかマウスでドラッグ
keys-slides-2 = で1手取り消し、
keys-slides-3 = でヒント（スライドする方向の壁に矢印）、
keys-slides-4 = でソルバーがプレイ（キーを押すと止まる）。ソルバーがプレイしたゲームはベストに数えられません
keys-slides-5 = で新しいゲーム（モードと大きさ）、
keys-slides-6 = で音のオン・オフ、
keys-slides-7 = でこのヘルプ、
keys-slides-8 = でダイアログを閉じる
keys-slides-9 = で統計、
keys-slides-10 = でランキング
keys-or = または
key-space = スペース
key-enter = Enter
key-esc = Esc
key-home = Home
key-shift = Shift
key-ctrl = Ctrl
touch-flick = タイルを隣のタイルへはじくと入れ替わります。1つ目、2つ目の順にタップしても入れ替えられます
touch-roll = 2本の指でドラッグすると盤面が横に転がります
touch-swipe = 盤面をスワイプすると、すべてのタイルがその方向へスライドします

## The game-over box and how to play

no-swap-left = どう入れ替えても3つ並びができません。
no-slide-left = どうスライドしても盤面が変わりません。
back-to-main = { $main }に戻る（{ $mode }のゲームは残ります）
play-again-practice = もう一度（練習）
new-best = 新記録！これまでのベスト{ $best }を超えました。
new-best-label = 新ベスト
not-counted-solver-mark = ソルバー
not-counted-undos-mark = 取り消し
not-counted-practice-mark = 練習
not-counted-solver = このゲームではソルバーがプレイしました。ベストには数えられません。
not-counted-undos = このゲームには取り消しがあります。ベストには数えられません。
not-counted-practice = もう一度プレイしたデイリーゲームは練習です。ベストには数えられません。
best-not-counted-spoken = ：{ $why }
said-then-new-best = { $said }{ $line }
look-at-board = 盤面を見る
look-at-board-key = 盤面を見る（Esc）
back-to-result = 結果に戻る
back-to-result-key = 結果に戻る（Esc）
game-over = ゲームオーバー
final-score-label = 最終スコア
close-how-to-play = 遊び方を閉じる
play-the-tutorial = チュートリアルを遊ぶ
help-leaderboards = ランキング：終了したゲームは、ゲームオーバーの画面から登録できます。サーバーはすべての手をこのルールでやり直すので、検証済みのリプレイは手が正しくスコアが本物であることを証明します。ただし、誰が（何が）手を選んだかまではわかりません。取り消しやソルバーの手があるゲームはランク外ですが、その印はあなたのゲーム自身の申告で、サーバーはそのまま受け取ります。

## ExponenTorus and ExponenTile: swaps, merges, hints, the board's cells

new-game-seed = 新しいゲーム、シード{ $seed }{ $side }。
picked-up = { $place }の{ $tile }を持ち上げました。矢印キーで入れ替え、Escapeで下ろします。
put-down = 下ろしました。
no-swap-game-over = ゲームオーバー：どう入れ替えても3つ並びができません。
no-swap-game-over-new = ゲームオーバー：どう入れ替えても3つ並びができません。Nキーで新しいゲームを始めます。
no-swap-final-score = ゲームオーバー：どう入れ替えても3つ並びができません。最終スコア{ $score }。
refused-off-board = そのマスは盤面の外です。
refused-not-neighbours = 入れ替えられるのは隣り合うタイル（左右か上下）だけです。
refused-no-match = そこでは並びができないので、タイルは元に戻ります。
edge-rolled-in = 太い線は盤面の上端と下端です。線の上が一番下の行、線の下が一番上の行です。
across-the-edge = 盤面の上端と下端をまたいでは入れ替えられません。つながっているのは左右だけです。
merged = { $tile }に合体、+{ $points }点{ $cascades ->
    [0] {""}
   *[other] 、{ $cascades }連鎖
}。スコア{ $score }。
swap-hint = ヒント：{ $place }の{ $tile }を{ $side ->
    [above] 上
    [below] 下
    [left] 左
    [right] 右
   *[seam] 継ぎ目の向こう
}の{ $other }と入れ替える。{ $points }点。
swap-hint-cascades = ヒント：{ $place }の{ $tile }を{ $side ->
    [above] 上
    [below] 下
    [left] 左
    [right] 右
   *[seam] 継ぎ目の向こう
}の{ $other }と入れ替える。{ $points }点、連鎖込みで約{ $cascades }点。
swap-undone = 取り消し：{ $place }の{ $tile }と{ $other_place }の{ $other }の入れ替え。このゲームで{ $undos }。
cell = { $tile }、{ $place }
empty-cell = 空き、{ $place }
cell-cursor = カーソル
cell-picked-up = 持ち上げ中
cell-hint = ヒント
torus-board-label = 盤面、{ $size }×{ $size }。カーソルは中央のマスです。
mode-game-on = { $mode }、ゲーム{ $seed }、{ $size }×{ $size }。
cursor-at-top = カーソルは盤面の上端にあります。
cursor-at-bottom = カーソルは盤面の下端にあります。
cursor-at-left = カーソルは盤面の左端にあります。
cursor-at-right = カーソルは盤面の右端にあります。
across-a-flat-edge = 盤面の端をまたいでは入れ替えられません。この盤面はつながっていません。
flat-board-label = 盤面、{ $size }×{ $size }。矢印キーでカーソルが動きます。

## 2048: slides

slid = { $dir ->
    [up] 上
    [down] 下
    [left] 左
   *[right] 右
}にスライド。
slide-merged = { $tiles }に合体。
score-is = スコア{ $score }。
you-win-sentence = 2048ができました。あなたの勝ちです！
no-slide-game-over = ゲームオーバー：どう動かしても盤面が変わりません。
nothing-moves = { $dir ->
    [up] 上
    [down] 下
    [left] 左
   *[right] 右
}には何も動きません。
slide-undone = { $dir ->
    [up] 上
    [down] 下
    [left] 左
   *[right] 右
}へのスライドを取り消しました。スコア{ $score }、{ $undos }。
slide-hint-no-merge = ヒント：{ $dir ->
    [up] 上
    [down] 下
    [left] 左
   *[right] 右
}にスライド。合体はありませんが、盤面がよくなります。
slide-hint = ヒント：{ $dir ->
    [up] 上
    [down] 下
    [left] 左
   *[right] 右
}にスライド。{ $points }点。
board-slide-hint = 。ヒント：{ $dir ->
    [up] 上
    [down] 下
    [left] 左
   *[right] 右
}にスライド
keep-going-sentence = 続けましょう。タイルは2048より先にも育ちます。
slide-board-label = 2048の盤面、{ $size }×{ $size }。矢印キーでスライド{ $hint }

## Dialogs: new game, the win, replays, sharing, the update, notices, the tutorial's card

mode = モード
start = 開始
switch-keeps = { $mode }のゲームは残ります。進行中の{ $other }のゲームを再開し、新しいゲームを提案します。
game-will-be-lost = 今のゲームは失われます。
you-win = あなたの勝ち！
you-made-the-tile = 2048のタイルができました。{ $score }点です。
keep-going = 続ける
back-to-my-game = 自分のゲームに戻る
play-this-day = この日の盤面を最初から自分で遊ぶ
play-this-seed = このシードの新しいゲームを自分で遊ぶ
play-this-game = このゲームを遊ぶ
replay-controls = リプレイの操作
to-the-start = 最初へ
to-the-start-key = 最初へ（Home）
back-one-move = 1手戻る
back-one-move-key = 1手戻る（←）
play-or-pause-key = 再生・一時停止（スペース）
pause = 一時停止
play = 再生
tutorial-play = プレイ
forward-one-move = 1手進む
forward-one-move-key = 1手進む（→）
to-the-end = 最後へ
to-the-end-key = 最後へ（End）
replay-move-label = 手
position-of = { $position } / { $moves }
replay-speed = 速さ
share-title = このゲームの画像、スコア、リプレイのリンクを共有
share = 共有
share-refused = ブラウザがコピーを許可しませんでした。テキストを選択してコピーしてください。
share-failed-again = またコピーできませんでした。テキストを選択してコピーしてください。
share-copied = コピーしました。
share-text-label = あなたのスコアとゲームへのリンク
copy = コピー
update-available = 更新があります
updating = 更新しています…
update-now = 今すぐ更新
dismiss = 閉じる
tutorial = チュートリアル
tutorial-done-count = ・完了
tutorial-step-count = ・ステップ{ $step }／{ $steps }
skip-tutorial-key = チュートリアルをスキップ（Esc）してゲームに戻る
skip = スキップ
roll-left = 盤面を左に転がす
roll-right = 盤面を右に転がす

## How to play each mode

rules-swaps = 隣り合う2つのタイルを入れ替えて、同じタイルを3つ以上並べます。並んだタイルは動かしたタイルに合体し、3つなら2倍、4つなら4倍、5つなら8倍になります。合体した値がスコアになります。
rules-mouse = マウス：タイルをクリックしてから隣のタイルをクリック、またはタイルを隣へドラッグ
rules-cylinder = 盤面は円柱です。左右の端はつながっていて、並びも端をまたぎます。上下はつながっておらず、タイルはいつも下へ落ちます。
rules-touch-roll = タッチ：タイルを隣へはじく。2本の指でドラッグして転がす
rules-other-modes = 「新しいゲーム」から元祖ExponenTileやクラシックな2048にも切り替えられます。各モードは自分のゲームを残します
rules-flat = これは元祖の平らな盤面です。端はつながっていないので、入れ替えも並びも端をまたぎません。タイルは下へ落ち、新しいタイルは上から入ってきます。
rules-touch-flick = タッチ：タイルを隣へはじく
credit-before = ExponenTileはMike Laumann Bellikaさんのゲームです（MITライセンス）：
credit-original = 元祖を遊ぶ
credit-between = 、または
credit-source = ソースを読む
credit-after = 。ExponenTorusはそのルールを円柱の上で遊びます。
rules-slides = すべてのタイルを一方へスライドします。ぶつかった同じタイル同士は合体して和になり、それがスコアになります。盤面が変わるスライドのたびに2（10回に1回は4）が現れます。2048のタイルを作れば勝ちで、そのあとも続けられます。どうスライドしても盤面が変わらなくなるとゲーム終了です。
rules-touch-swipe = タッチ：盤面をスワイプ。マウス：ドラッグ
rules-sizes-keep = 盤面の大きさごとにベストがあります。ここで遊んでいる間もExponenTorusのゲームは残ります

## The tutorials: each step, how to do it with keys or by touch, and the end

lesson-torus-1 = 印のついた2つのタイルを入れ替えて、2を3つ並べましょう。
lesson-torus-2 = スペースでカーソルの下のタイルを持ち上げ、↑で入れ替えます。印のタイルをもう一方へはじくか、1つ目、2つ目の順にクリックしても入れ替えられます。
lesson-torus-3 = 印のタイルをもう一方へはじくか、1つ目、2つ目の順にタップします。
lesson-torus-4 = 次は4を4つ並べましょう。長い並びほど大きなタイルに合体します。
lesson-torus-5 = スペースのあと→。さっきと同じく、はじくかクリックでも。
lesson-torus-6 = さっきと同じく、はじくかタップ。
lesson-torus-7 = 印のタイルを入れ替えて見ていてください。タイルが落ち、できた並びがひとりでに合体します。
lesson-torus-8 = スペースのあと→。はじくかクリックでも。
lesson-torus-9 = 一方をもう一方へはじくか、1つ目、2つ目の順にタップします。
lesson-torus-10 = 盤面を横に転がして、左右の端が出会う点線の継ぎ目を端から引き入れましょう。
lesson-torus-11 = ←か→で1マス転がります。ここのボタンも使えます。
lesson-torus-12 = 2本の指で盤面を横にドラッグするか、ここのボタンを使います。
lesson-torus-13 = 印のタイルを継ぎ目をまたいで入れ替えましょう。継ぎ目の両側のタイルは隣同士です。
lesson-torus-14 = 印のタイルをカーソルの下へ転がしてから、スペースと矢印キー。継ぎ目越しにはじくか、1つ目、2つ目の順にクリックしても。
lesson-torus-15 = 印のタイルを継ぎ目越しにもう一方へはじくか、1つ目、2つ目の順にタップします。
lesson-torus-16 = これがこのゲームです。並べて、合体させて、連鎖を見て、転がす。あなたのゲームが待っています。
lesson-flat-1 = スペースでカーソル（輪）の下のタイルを持ち上げ、↑で入れ替えます。印のタイルをもう一方へはじくか、1つ目、2つ目の順にクリックしても入れ替えられます。
lesson-flat-2 = 矢印キーでカーソルが動きます。→で右のタイルへ移り、スペースと←で入れ替えます。はじくかクリックでも。
lesson-flat-3 = これがExponenTileです。並べて、合体させて、連鎖を見る。あなたのゲームが待っています。
lesson-slides-1 = すべてのタイルを一方へスライドしましょう。
lesson-slides-2 = 矢印キーかWASD。盤面をスワイプするか、マウスでドラッグしても。
lesson-slides-3 = 盤面をどの方向でもスワイプします。
lesson-slides-4 = 印のついた2つの2をくっつけましょう。合体して4になります。
lesson-slides-5 = ↓か↑。下か上へスワイプしても。
lesson-slides-6 = 下か上へスワイプします。
lesson-slides-7 = 次は2つの4を合体させて8にしましょう。
lesson-slides-8 = ←か→。横へスワイプしても。
lesson-slides-9 = 横へスワイプします。
lesson-slides-10 = これが2048です。合体を続けて、2048のタイルができれば勝ちです。
tutorial-step = ステップ{ $step }／{ $steps }：{ $says }
marked-empty = { $place }の空きマス
marked-tile = { $place }の{ $tile }
marked = 印：{ $cells }。
tutorial-set-out-again = 動かせる手がなくなったので、盤面を並べ直しました。{ $step }
tutorial-done = よくできました！{ $ending }「プレイ」を押して始めましょう。
tutorial-left = ゲームの準備ができました。チュートリアルは遊び方（?）にあります。
tutorial-skipped = チュートリアルをスキップしました。ゲームの準備ができています。チュートリアルは遊び方（?）にあります。
sound-on = 音を出します。
sound-off = 音を消しました。

## Sharing: the line, and the picture's words

share-daily-practice = { $mode } デイリー { $day }（練習）
share-line = { $title }・{ $score }点・最大タイル{ $tile }・{ $moves }手
share-solver-moves = ソルバーが{ $count }手
picture-daily = デイリー { $day }
picture-daily-practice = デイリー { $day }（練習）
picture-seed = { $size }×{ $size }・シード{ $seed }
picture-solver = ソルバー使用
picture-score = スコア
picture-top-tile = 最大タイル
picture-moves = 手数
stats-unreadable-now = 統計を読み込めません：{ $why }。

## Races: the buttons that open one, the helpers off during one

race = レース
race-key = 友達とレース（R）
race-this-board-key = この盤面で友達とレース（R）
race-hint-off = レース中はヒントを使えません
race-watch-off = レース中は観るを使えません
keys-race = で友達とレース、
race-form-title = 友達とレース
race-form-sub = 全員が同じ盤面をライブでプレイします。リンクを送ってください。最大{ $most }人まで。
race-your-name = 名前（ランキングと同じ）
race-name-placeholder = 名前
race-length = 長さ
race-create = レースを始める
race-until-over = 最後の盤面が終わるまで
race-minutes = { $minutes }分
race-asking = サーバーがレースに対応しているか確認しています…
race-no-races = このサイトはレースに対応していません。レースにはゲーム専用のサーバーが必要ですが、このサイトにはありません。
race-offline = レースにはゲームのサーバーが必要です。オフラインのようです。オンラインになってからもう一度お試しください。
race-not-answering = ゲームのサーバーが今は応答しません。少ししてからもう一度お試しください。
race-needs-name = レースには名前と、プレイヤーのトークンを作れるブラウザーが必要です。
race-making = レースを作っています…
race-not-made = サーバーが今はレースを作れませんでした。少ししてからもう一度お試しください。

## Races: the lobby, the race bar, the standings, and what a race says

race-helper-off = { $action ->
    [hint] レース中はヒントを使えません。
    [watch] レース中は観るを使えません。
    [undo] レース中は元に戻すを使えません。
   *[redo] レース中はやり直すを使えません。
}
race-not-a-link = 「{ $link }」はレースのリンクではありません。
race-on = レース開始：全員が同じ盤面です。
race-back-in = レースに戻りました。サーバーにある手から続けます。
race-unknown-kind = このレースは、このバージョンのゲームが知らない種類です。
race-reconnecting-try-again = レースに再接続しています。少ししてからもう一度お試しください。
race-lost = レースとの接続が切れました。再接続しています…
race-lost-because = { $reason }再接続しています…
race-closed-too-slow = レースとの接続が遅すぎるか、長い間応答がありませんでした。
race-closed-refused = レースのサーバーが接続を閉じました。このページが送ったものを受け付けられませんでした。
race-closed-too-large = メッセージがレースのサーバーには大きすぎました。
race-closed-unavailable = レースのサーバーは今は利用できません。
race-closed-restarting = レースのサーバーが再起動しています。
race-closed-behind = レースから遅れました。もう一度参加すると追いつきます。
race-closed-replaced = このレースを別のウィンドウで開きました。
race-closed-no-such-race = このリンクのレースはありません。入力が間違っているかもしれません。
race-connecting = レースに接続しています…
race-a-race = レース
race-lobby-title = レース：{ $kind }
race-kind = { $mode } { $size }×{ $size }、{ $length }
race-kind-until-over = 最後の盤面が終わるまで
race-send-link = このリンクを送ってください：
race-link-label = レースのリンク
race-copy = コピー
race-mark-made-it = 作成者
race-mark-you = あなた
race-mark-away = 離席中
race-marks = （{ $marks }）
race-ready-mark = ✓ 準備完了
race-starting-in = { $seconds }秒後に開始…
race-start-how-creator = 全員がそろったら開始してください。全員が準備完了になっても始まります。
race-start-how = レースは作成者が開始するか、全員が準備完了になると始まります。
race-watching = 観戦中です。参加してレースしましょう。
race-leave = 退出
race-ready = 準備完了
race-not-ready = 準備中
race-start = 開始
race-join = 参加
race-bar-label = レース
race-clock-until-over = 最後の盤面まで
race-clock-time-left = 残り時間：
race-rank = { $rank }位
race-presence-left = 退出
race-presence-done = 終了
race-presence-away = 離席中
race-moves = { $moves }手
race-top-tile = 最高 { $tile }
race-board-of = { $name }の盤面
race-standings = 最終順位
race-interrupted = このレース中にサーバーが再起動したため、レースはそこで終わりました。サーバーが保存していた順位です。
race-left-mark = （退出）
race-watch-replay = 観る
race-back = 自分のゲームに戻る
race-rematch = 再戦
race-refused-message = レースのサーバーはそのメッセージを読めませんでした。
race-refused-not-in-race = このレースに参加していません。観戦中です。
race-refused-not-begun = レースはまだ始まっていません。カウントダウンを待ってください。
race-refused-over = レースは終わりました。その手は終了後に届いたので数えません。
race-refused-left = このレースから退出しました。スコアはそのまま残ります。
race-refused-out-of-order = その手はサーバーにある次の手ではありませんでした。盤面をサーバーの手に戻しました。
race-refused-illegal-move = その手はサーバーの盤面では指せません。盤面をサーバーの手に戻しました。
race-refused-bad-race = レースのサーバーはその種類のレースに対応していません（モード、盤面の大きさ、長さ）。
race-refused-rate-limited = メッセージが多すぎます。今のメッセージは受け付けられませんでした。
race-refused-said-already = このページは既に名乗っています。
race-refused-unavailable = レースのサーバーは今それを受け付けられませんでした。数えていません。
race-refused-full = このレースは満員です（最大{ $most }人）。観戦中です。
race-refused-begun = このレースはあなた抜きで始まりました。観戦中です。
race-refused-not-creator = レースを開始できるのは作成者だけです。全員が準備完了になっても始まります。
race-refused-not-over = 再戦はレースが終わってからです。

## The analysis: the replay viewer's marks, accuracy, chart and better moves

analysis-panel = 分析
analyse = 分析する
analyse-key = 各手をソルバーの最善手と比べる（A）
analysis-cancel = キャンセル
analysis-cancel-key = キャンセル（Esc）
analysis-costliest = 損失の大きい手
better-move = より良い手
better-move-key = より良い手を盤面に表示（B）
play-it-out = 指してみる
back-to-the-game = ゲームに戻る
play-it-out-key = より良い手を指す、または戻る（P）
mark-title = { $mark ->
    [best] 最善手
    [good] 好手
    [inaccuracy] 疑問手
    [mistake] 悪手
   *[blunder] 大悪手
}
mark-name = { $mark ->
    [best] 最善手
    [good] 好手
    [inaccuracy] 疑問手
    [mistake] 悪手
   *[blunder] 大悪手
}
analysis-started = ゲームの{ $moves }手をソルバーの最善手と比べて分析しています。Escでキャンセルできます。その間もリプレイは続きます。
analysis-next = 次：{ $reviewed }
analysis-cancelled = 分析をキャンセルしました。
analysis-counts = 最善手{ $best }、好手{ $good }、疑問手{ $inaccuracies }、悪手{ $mistakes }、大悪手{ $blunders }
analysis-done = 分析完了：精度{ $accuracy }。{ $counts }。Bでより良い手を表示、Pでその手を指します。
reviewed-best = { $number }手目、{ $played }：最善手。
reviewed-move = { $number }手目、{ $played }：{ $mark }（{ $lost }の損失）。
reviewed-move-better = { $number }手目、{ $played }：{ $mark }（{ $lost }の損失）。より良い手：{ $better }。
better-played = { $number }手目の代わりにより良い手を指しました：{ $merged }EscかPでゲームに戻ります。
back-to-the-game-before = ゲームに戻りました（{ $number }手目の前）。
better-shows = 指した手が最善でなかった局面では、より良い手が盤面に表示されます。
better-hidden = より良い手を表示しなくなりました。
analyse-first = 先にゲームを分析してください：Aキー、または「分析する」ボタン。
no-better-move = ここで指された手はソルバー自身の手です。より良い手はありません。
analysis-progress = 分析中… { $total }手中{ $done }手
accuracy-heading = 精度{ $accuracy }
costly-move = { $number }手目：{ $mark }、{ $lost }の損失
chart-words = スコアは{ $moves }手で{ $score }まで上がります。精度{ $accuracy }：{ $counts }。
chart-costliest = 損失の大きい手：{ $moves }。
costly-in-words = { $number }手目（{ $mark }、{ $lost }の損失）
move-slide = { $dir ->
    [up] 上
    [down] 下
    [left] 左
   *[right] 右
}にスライド
move-swap = { $place }の{ $tile }と{ $other_place }の{ $other }を入れ替え

## パズル: 実戦やデイリーゲームから、一手を見つける

puzzle-not-an-id = 「{ $text }」はパズルのIDではありません(0-9とa-fの12文字、または 2048-2026-12-04 のようなモードと日付)
puzzle-no-such = ID { $id } のパズルはありません
puzzle-not-out = { $day } のパズルはまだ公開されていません(日付はUTCの午前0時に変わります)
puzzle-unreadable = パズルを読み込めません({ $why })
puzzle-bad-position = 局面を読み込めません: { $why }
puzzle-other-mode = モード「{ $mode }」が局面のモードと違うか、このゲームにないモードです
puzzle-no-answer = 正解がその局面で指せる手ではありません
puzzle-solved = 正解!この手で { $points } 点です。
puzzle-missed = 不正解: 手は取り消されました。より良い手: { $better }(平均 { $better_worth } 点、{ $played } は { $played_worth } 点)。
puzzle-opened = パズル { $id }: 最善手を見つけてください。チャンスは一手だけ。Escape で自分のゲームに戻ります。
puzzle-opened-touch = パズル { $id }: 最善手を見つけてください。チャンスは一手だけ。「戻る」で自分のゲームに戻ります。
puzzle-left = 自分のゲームに戻りました(離れたときのままです)。
bad-puzzle = このパズルのリンクは使えません: { $error }。{ $instead }
puzzle-unreachable = パズル { $id } はゲームのサーバーにあり、ここではサーバーが応答しません
puzzle-of-the-day = 今日のパズル
puzzle-title = パズル
puzzle-back = 自分のゲームに戻る
puzzle-figures = 解いたパズル: { $solved }、連続: { $streak }。
puzzle-solved-by-mode = モードごとの解いたパズル
puzzle-mode-puzzles = { $mode }のパズル

## The install manifest (scripts/manifests.mjs; English: public/manifest.webmanifest)

manifest-description = 円柱の上のExponenTile（2048×マッチ3）。隣り合うタイルを入れ替えて同じ数を3つ以上並べ、より大きな2の累乗に合体させ、列がつながる継ぎ目をまたいで遊びましょう。
