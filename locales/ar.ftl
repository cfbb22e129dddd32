### ExponenTorus بالعربية. المصدر: locales/en.ftl؛ المسرد: docs/translating.md.

## Sizes of files

size-bytes = { $count ->
    [zero] { $count } بايت
    [one] بايت واحد
    [two] بايتان
    [few] { $count } بايتات
    [many] { $count } بايتًا
   *[other] { $count } بايت
}
size-kilobytes = { $size } ك.ب
size-megabytes = { $size } م.ب
size-gigabytes = { $size } ج.ب
size-terabytes = { $size } ت.ب

## Languages

language-unavailable = تعذّر تحميل { $language } (ربما الشبكة غير متصلة)، لذا اللعبة بالإنجليزية. ستكون باللغة { $language } عند تحميل الصفحة التالي مع اتصال بالشبكة.

## Words used everywhere

done = تم
cancel = إلغاء
close = إغلاق

## Settings

settings = الإعدادات
settings-language = اللغة
settings-animation = الحركة
speed-instant = فورية
speed-fast = سريعة
speed-normal = عادية
speed-slow = بطيئة
settings-theme = المظهر
theme-system = النظام
theme-light = فاتح
theme-dark = داكن
settings-palette = ألوان المربعات
palette-standard = عادية
palette-safe = مناسبة لعمى الألوان
settings-volume = مستوى الصوت
settings-name = الاسم في لوحات الصدارة
settings-name-unset = لا اسم بعد: يُطلب منك عند نشر أول لعبة.
settings-name-save = حفظ الاسم
forget-me = انسَني
forget-me-title = هل ننساك؟
forget-me-what = ستُحذف كل لعبة نشرتها من هذا المتصفح من لوحات الصدارة نهائيًا. تبقى ألعابك ونتائجك هنا؛ وأي لعبة تنشرها لاحقًا تبدأ بك من جديد.

## Lists and places

list-separator = {"، "}
list-or = { $items } أو { $last }
list-and = { $items } و{ $last }
place = الصف { $row }، العمود { $column }
side-in-brackets = {" "}({ $size }×{ $size })

## The game's sentences, in every mode

undo-count = { $count ->
    [zero] { $count } تراجع
    [one] تراجع واحد
    [two] تراجعان
    [few] { $count } تراجعات
    [many] { $count } تراجعًا
   *[other] { $count } تراجع
}
undos-at-game-over = مع { $count ->
    [zero] { $count } تراجع
    [one] تراجع واحد
    [two] تراجعين
    [few] { $count } تراجعات
    [many] { $count } تراجعًا
   *[other] { $count } تراجع
}: أفضل نتيجة لا تحتسب إلا الألعاب التي لُعبت دون تراجع.
nothing-to-undo = لا شيء للتراجع عنه.
nothing-to-redo = لا شيء لإعادته.
watching = الحلّال يلعب. اضغط أي مفتاح أو المس الشاشة لتستعيد اللعبة؛ نقلاته لا تُحتسب في أفضل نتيجة لك.
watch-stopped = دورك: اللعبة لك من جديد.
store-blocked = المتصفح يمنع التخزين لهذه الصفحة
store-full = مساحة التخزين في المتصفح ممتلئة
store-failed = فشل التخزين ({ $detail })
saving-off = الحفظ متوقف: { $why }. تستمر اللعبة، لكنها لن تُحفظ عند مغادرتك.
old-save-kept = الحفظ القديم محفوظ باسم «{ $key }».
old-save-lost = تعذّر الاحتفاظ بالحفظ القديم.
unreadable-save = { $error } بدأت لعبة جديدة. { $kept }
seed-too-large = «{ $text }» أكبر من أن يكون بذرة (أكبر بذرة هي { $largest })، لذا تعذّر بدء لعبة الرابط.
seed-not-a-number = «{ $text }» ليس بذرة (البذور أعداد صحيحة)، لذا تعذّر بدء لعبة الرابط.
invalid-size = «{ $text }» ليس حجم لوحة (ضلع اللوحات { $sizes } مربعات)، لذا اللعبة { $size }×{ $size }.
invalid-mode = «{ $text }» ليس نمط لعب هنا (الأنماط هي { $modes })، لذا هذه { $main }.
daily-game-of = لعبة يوم { $day }
mode-daily-game-of = لعبة يوم { $day } في { $mode }
game-seed = اللعبة { $seed }
mode-game-seed = لعبة { $mode } رقم { $seed }

## Replays

replay-of-player = إعادة عرض { $game } للاعب { $player }: { $score ->
    [zero] { $score } نقطة
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $score } نقاط
    [many] { $score } نقطةً
   *[other] { $score } نقطة
} في { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتين
    [few] { $moves } نقلات
    [many] { $moves } نقلةً
   *[other] { $moves } نقلة
}.
replay-of = إعادة عرض { $game }: { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $moves } نقلات
    [many] { $moves } نقلةً
   *[other] { $moves } نقلة
}.
replay-of-the = إعادة عرض { $game }: { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $moves } نقلات
    [many] { $moves } نقلةً
   *[other] { $moves } نقلة
}.
replay-how-touch = العرض متوقف مؤقتًا: الأزرار أدناه تشغّل وتوقف وتتقدم خطوة خطوة، والشريط يختار نقلة.
replay-how-keys = المسافة تشغّل أو توقف، والأسهم تتقدم خطوة خطوة، وHome وEnd تقفزان.
replay-heading-player = لعبة { $player }
replay-heading = إعادة عرض
replay-heading-daily = { $whose } · لعبة يوم{" "}
replay-heading-seed = { $whose } · البذرة{" "}
replay-move = النقلة { $position } من { $moves }. { $merged }
replay-at-deal = التوزيع الأول، قبل النقلة ١ من { $moves }.
replay-at = بعد النقلة { $position } من { $moves }: النقاط { $score }.
replay-paused = متوقف بعد النقلة { $position } من { $moves }.
replay-ended = انتهت إعادة العرض: { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $moves } نقلات
    [many] { $moves } نقلةً
   *[other] { $moves } نقلة
}، النقاط { $score }.
own-game-kept = لعبتك هنا كما تركتها.
new-game-started = بدأت لعبة جديدة.
bad-replay = رابط إعادة العرض هذا لا يعمل: { $error }. { $instead }
adopted-from-other-tab = استمر اللعب في علامة تبويب أخرى: تعرض هذه العلامة الآن أحدث حالة.

## Games offered beside the one in play

offer = الرابط يخص { $game }، لكن لديك لعبة جارية، لذا احتفظنا بها.
offer-in-mode = احتفظنا بلعبة { $mode } الجارية؛ { $game } جاهزة متى أردت.
accept-offer = العب { $game } بدلًا منها
daily-offer = الرابط يخص لعبة يوم { $asked }، لكن لعبة يوم { $kept } جارية، لذا احتفظنا بها.
accept-daily-offer = العب لعبة يوم { $day } بدلًا منها
daily-started-practice = لعبة يوم { $day } مرة أخرى، للتمرين: لا تُحتسب.
daily-started = لعبة يوم { $day }: اللوحة نفسها للجميع.

## The statistics' record

stats-damaged = الإحصاءات تالفة ({ $why })
stats-unknown-version = إصدار الإحصاءات { $version }؛ وهذا الإصدار من اللعبة يقرأ الإصدار { $reads }
stats-missing = ينقص الإحصاءات: { $what }
stats-invalid = في اللعبة { $game } من الإحصاءات قيمة مستحيلة: { $what }
old-stats-kept = الإحصاءات القديمة محفوظة باسم «{ $key }».
old-stats-left = تعذّر حفظها جانبًا، فتُركت كما هي.
unreadable-stats = تعذّرت قراءة الإحصاءات: { $error }. ستبدأ من جديد. { $kept }

## The rules' errors: a save that does not load, a replay code that does not read

load-malformed = تعذّرت قراءة اللعبة المحفوظة ({ $why }).
load-unknown-version = اللعبة المحفوظة من إصدار آخر من اللعبة ({ $version })؛ وهذا الإصدار يقرأ الإصدار { $reads }.
load-bad-size = اللوحة المحفوظة ليست مربعًا من { $min } إلى { $max } صفوف.
load-tampered = اللعبة المحفوظة غير متسقة: { $why }.
load-bad-value = في اللوحة المحفوظة مربع ليس قوةً للعدد اثنين.
load-duplicate-id = في اللوحة المحفوظة مربعان بالمعرّف نفسه.
load-bad-next-id = المعرّف التالي للمربعات في اللعبة المحفوظة مستخدم بالفعل.
load-has-run = في اللوحة المحفوظة ثلاثة متتالية، وهذا لا يحدث في لعبة ساكنة.
load-other-mode = اللعبة المحفوظة لعبة { $saved }، لا لعبة { $wanted }.
code-empty = رابط إعادة العرض بلا رمز
code-too-long = رمز إعادة العرض أطول من أن يكون لعبة
code-bad-character = في رمز إعادة العرض حرف غريب «{ $character }» عند الموضع { $at }
code-unknown-version = صُنع رمز إعادة العرض بإصدار أحدث من اللعبة (الصيغة { $format })؛ أعد تحميل الصفحة لتحديثها
code-not-a-code = الرابط لا يحمل رمز إعادة عرض، أو أن رمزه تالف
code-unknown-mode = رمز إعادة العرض لنمط لعب ({ $mode }) لا يعرفه هذا الإصدار من اللعبة
code-bad-size = رمز إعادة العرض يذكر لوحة { $size }×{ $size }، ولا توجد لعبة بهذه اللوحة
code-truncated = رمز إعادة العرض مقطوع
code-check-failed = رمز إعادة العرض لا يطابق مجموع التحقق: لقد غُيّر أو تلف
code-out-of-range = قيمة في رمز إعادة العرض خارج النطاق ({ $part })
code-trailing-bytes = رمز إعادة العرض يستمر بعد آخر نقلة
code-illegal-move = النقلة { $step } من إعادة العرض ليست نقلة صحيحة: { $why }
not-replayable = استمرت هذه اللعبة من حفظ قديم لا يحتفظ بالنقلات، لذا لا يمكن إعادة عرضها

## Backups: what a file or code holds, and why one cannot be used

backup-part-version = الإصدار
backup-part-settings = الإعدادات
backup-part-game = اللعبة
backup-part-best = أفضل نتيجة
backup-part-bests = أفضل نتائج { $mode }
backup-part-games-or-bests = الألعاب أو أفضل النتائج
backup-empty = لا شيء للاستيراد: الملف أو الرمز فارغ.
backup-too-large = هذا أكبر من أن يكون نسخة احتياطية من ExponenTorus ({ $size }؛ النسخة الاحتياطية بضعة كيلوبايتات، وميغابايت مع سنوات من الإحصاءات).
backup-not-a-backup = هذه ليست نسخة احتياطية من ExponenTorus: ينقصها "format": "exponentorus-backup".
backup-damaged = النسخة الاحتياطية تالفة: { $why }.
backup-unknown-version = إصدار هذه النسخة الاحتياطية { $version }، ولا يستطيع هذا الإصدار من اللعبة قراءته (يقرأ من ١ إلى { $reads }). حدّث اللعبة ثم استوردها من جديد.
backup-missing = ينقص النسخة الاحتياطية: { $part }.
backup-bad-game = لا يمكن استخدام { $game } في النسخة الاحتياطية. { $error }
backup-unusable = لا يمكن استخدام النسخة الاحتياطية: { $why }.
backup-bad-side = لا يمكن استخدام النسخة الاحتياطية: أفضل نتائج { $mode } فيها تذكر ضلع اللوحة «{ $side }»، وهو ليس { $sides }.
backup-side-twice = لا يمكن استخدام النسخة الاحتياطية: أفضل نتائج { $mode } فيها تذكر ضلع اللوحة { $side } مرتين.
backup-bad-settings = لا يمكن استخدام إعدادات النسخة الاحتياطية: { $error }.
backup-not-a-code = هذا ليس ملف نسخة احتياطية ولا رمزها (الرمز يبدأ بـ«{ $prefix }»).
backup-code-version = هذا الرمز («{ $found }») صُنع بإصدار آخر من اللعبة؛ وهذا الإصدار يقرأ الرموز التي تبدأ بـ«{ $prefix }».
backup-bad-character = في الرمز «{ $character }» عند الموضع { $at }، ولا يحوي أي رمز هذا الحرف: انسخ الرمز كاملًا من جديد.
backup-cut-short = الرمز مقطوع: تنقصه أرقام التحقق الثمانية في آخره.
backup-check-failed = الرمز تالف: أرقام التحقق لا تطابق (حرف تغيّر أو فُقد أو أُضيف). انسخ الرمز كاملًا من جديد.
replacement = { $what }: { $now } ← { $then }
none = لا شيء
preview-animation = الحركة
preview-theme = المظهر
preview-colours = الألوان
speed-as-system = كما يفضّل النظام
preview-statistics = الإحصاءات
finished-games = { $count ->
    [zero] { $count } لعبة منتهية
    [one] لعبة واحدة منتهية
    [two] لعبتان منتهيتان
    [few] { $count } ألعاب منتهية
    [many] { $count } لعبةً منتهية
   *[other] { $count } لعبة منتهية
}
preview-name = الاسم في لوحات الصدارة
preview-best-side = أفضل نتيجة، { $side } × { $side }
best-on-side = { $best } على { $side } × { $side }
preview-mode-bests = أفضل نتائج { $mode }
the-game = اللعبة
mode-game = لعبة { $mode }
game-described = { $side } × { $side }، البذرة { $seed }: { $score ->
    [zero] { $score } نقطة
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $score } نقاط
    [many] { $score } نقطةً
   *[other] { $score } نقطة
} في { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتين
    [few] { $moves } نقلات
    [many] { $moves } نقلةً
   *[other] { $moves } نقلة
}
game-described-over = { $game }، انتهت

## Statistics

statistics-key = الإحصاءات ({ $key })
stats-button = إحصاءات
statistics = الإحصاءات
stats-group = اللعبة
stats-group-name = { $mode } { $size }×{ $size }
stats-played = لُعبت
stats-mean = المتوسط
stats-median = الوسيط
stats-best = الأفضل
stats-note-best = الأفضل: دون تراجع ودون الحلّال.
stats-note-helped = { $count } بمساعدة، تُحتسب لكنها لا تكون الأفضل أبدًا.
stats-note-practice = { $count } للتمرين، لا تُحتسب.
stats-highest-tile = أعلى مربع
stats-score-line = النقاط، لعبة بعد لعبة
stats-daily = لعبة اليوم
stats-daily-before = لوحة واحدة للجميع كل يوم بتوقيت UTC:{" "}
stats-daily-link = العب لعبة اليوم
stats-daily-after = ، أو لعبة يوم سابق أدناه.
stats-streak = السلسلة
stats-longest = الأطول
stats-nothing-yet = لا ألعاب منتهية بعد
stats-nothing-yet-sentence = لا ألعاب منتهية بعد.
tile-in-games = { $tile } في { $count ->
    [zero] { $count } لعبة
    [one] لعبة واحدة
    [two] لعبتين
    [few] { $count } ألعاب
    [many] { $count } لعبةً
   *[other] { $count } لعبة
}
highest-tiles-reached = أعلى مربع وُصل إليه: { $tiles }.
score-line-one = لعبة واحدة، { $score } نقطة.
score-line-many = { $count ->
    [zero] { $count } لعبة
    [one] لعبة واحدة
    [two] لعبتان
    [few] { $count } ألعاب
    [many] { $count } لعبةً
   *[other] { $count } لعبة
}، الأقدم أولًا: سجّلت الأولى { $first } والأخيرة { $last }؛ الأدنى { $low } والأعلى { $high }.

## The daily game

daily-no-day = رابط لعبة اليوم لا يذكر يومًا: { $why }. هذه لعبة اليوم.
daily-not-out = لعبة يوم { $day } لم تصدر بعد (يتغير اليوم عند منتصف الليل بتوقيت UTC). هذه لعبة اليوم.
daily-before-first = لا توجد لعبة يوم { $day }: كانت الأولى في { $first }. هذه لعبة اليوم.
day-not-a-date = «{ $text }» ليس تاريخًا مكتوبًا على شكل 2026-11-30
day-no-such-day = لا يوجد في التقويم يوم { $text }

## Saves: export and import

saves = الحفظ
saves-button = الحفظ
saves-export = صدّر لعبتك وأفضل نتيجة وإعداداتك لتحفظها في أمان أو تنقلها إلى متصفح آخر أو إلى التطبيق المثبّت:
saves-download = تنزيل ملف
saves-copy-code = نسخ الرمز
copied = نُسخ
saves-copy-failed = فشل النسخ: حدّد الرمز وانسخه
saves-code-label = رمز النسخة الاحتياطية
saves-import-file = استيرادها من ملف:
saves-choose-file = اختر ملفًا
saves-import-label = رمز نسخة احتياطية أو ملف للاستيراد
saves-paste = أو الصق رمزًا هنا
saves-import-code = استيراد الرمز
saves-replaces = الاستيراد يستبدل:{"\u000A"}{ $lines }
saves-replace = استبدال
saves-download-refused = رفض هذا المتصفح التنزيل: انسخ الرمز بدلًا منه.
saves-file-unreadable = تعذّرت قراءة الملف.
persistence-checking = نسأل المتصفح هل يحتفظ بما حفظته…
persistence-unsupported = لا يستطيع هذا المتصفح أن يعد بالاحتفاظ بما حفظته: صدّره لتكون في أمان.
persistence-granted = محفوظ: وعد المتصفح بالاحتفاظ بما حفظته حتى تحذفه.
persistence-not-granted = بلا وعد: قد يحذف المتصفح ما حفظته إذا ضاقت المساحة أو غبت طويلًا. صدّره لتكون في أمان.
import-unchanged = لم يتغير شيء: { $why }.
import-part-way = توقف الاستيراد في منتصفه ({ $why })، وفشلت أيضًا إعادة ما كان موجودًا ({ $rollback }): قد يكون بعض الحفظ من النسخة الاحتياطية. استوردها من جديد أو أعد التحميل.

## The leaderboard server's answers, worded by the app from their codes

server-not-found = لا يوجد في لوحة الصدارة عنوان كهذا.
server-method-not-allowed = لا تقبل لوحة الصدارة هذه الطريقة على هذا العنوان.
server-unavailable = لوحة الصدارة غير متاحة الآن؛ حاول مرة أخرى بعد قليل.
server-timeout = تأخرت لوحة الصدارة كثيرًا في الرد؛ حاول مرة أخرى بعد قليل.
server-error = واجه خادم لوحة الصدارة مشكلة؛ حاول مرة أخرى بعد قليل.
server-rate-limited = طلبات كثيرة جدًا من عنوانك: انتظر قليلًا ثم حاول مرة أخرى.
server-bad-json = تعذّر على لوحة الصدارة قراءة الطلب.
server-too-large = الطلب أكبر مما تقبله لوحة الصدارة.
server-no-such-board = لا توجد في لوحة الصدارة لوحة كهذه.
server-day-not-begun = لعبة ذلك اليوم لم تبدأ بعد (يتغير اليوم عند منتصف الليل بتوقيت UTC).
server-board-closed = لوحة هذا اليوم مغلقة: كانت تقبل الألعاب حتى يوم بعد انتهاء اليوم.
server-day-counted = لعبتك الأولى موجودة على هذه اللوحة بالفعل: لا تُحتسب إلا أول لعبة للاعب في اليوم.
server-taken = هذه اللعبة موجودة على اللوحة بالفعل باسم لاعب آخر.
server-bad-token = لم تتعرّف لوحة الصدارة على لاعب هذا المتصفح.
server-bad-name = رفضت لوحة الصدارة هذا الاسم: استخدم من ١ إلى ٢٤ حرفًا أو رقمًا أو مسافة أو علامة.
server-no-such-entry = هذه اللعبة ليست (أو لم تعد) في لوحة الصدارة.
server-no-such-player = لا توجد في لوحات الصدارة ألعاب للاعب هذا المتصفح.
server-not-over = هذه اللعبة لم تنتهِ: لا يدخل اللوحة إلا الألعاب المنتهية.
server-not-ranked = هذه اللعبة غير مصنّفة: تضم اللوحات الألعاب التي لُعبت دون تراجع ودون الحلّال.
server-bad-code = إعادة عرض اللعبة لا تجتاز التحقق، لذا لا يمكن أن تدخل اللوحة.
server-illegal-move = النقلة { $step } من إعادة عرض اللعبة ليست نقلة صحيحة، لذا لا يمكن أن تدخل اللوحة.
posted-stored = لعبتك على اللوحة: المركز { $rank } من { $entries }.
posted-already = هذه اللعبة على اللوحة بالفعل: المركز { $rank } من { $entries }.
posted-kept-best = أفضل لعبة لك بهذه البذرة سجّلت { $score } نقطة، لذا تبقى على اللوحة: المركز { $rank } من { $entries }.

## Posting to the leaderboards

not-ranked-not-over = لا يمكن نشر إلا لعبة منتهية.
not-ranked-undos = ليست للوحة الصدارة: في هذه اللعبة { $count ->
    [zero] { $count } تراجع
    [one] تراجع واحد
    [two] تراجعان
    [few] { $count } تراجعات
    [many] { $count } تراجعًا
   *[other] { $count } تراجع
}، واللوحات لا تصنّف إلا الألعاب التي لُعبت دون تراجع.
not-ranked-solver = ليست للوحة الصدارة: لعب الحلّال { $count ->
    [zero] { $count } نقلة
    [one] نقلة واحدة
    [two] نقلتين
    [few] { $count } نقلات
    [many] { $count } نقلةً
   *[other] { $count } نقلة
} من هذه اللعبة.
not-ranked-practice = ليست للوحة الصدارة: لعبة تمرين. لوحة اليوم فيها لعبتك الأولى.
not-ranked-no-replay = ليست للوحة الصدارة: بدأت هذه اللعبة قبل أن تحتفظ اللعبة بالنقلات، لذا لا توجد إعادة عرض للتحقق منها.
name-empty = لا يمكن أن يكون الاسم فارغًا.
name-too-long = الاسم { $most } حرفًا على الأكثر، لا { $count }.
name-control = لا يمكن أن يحوي الاسم حروف تحكم أو حروفًا تغيّر اتجاه النص.
board-daily = { $mode } لعبة يوم { $day }
board-seed = { $mode } { $size }×{ $size } · البذرة { $seed }
no-token-here = لا يستطيع هذا المتصفح إنشاء مفتاح لاعب.
name-saved-here = حُفظ: ستُنشر ألعابك باسم «{ $name }».
name-saving = جارٍ الحفظ…
name-saved = حُفظ: تعرض اللوحات الآن «{ $name }».
name-saved-later = حُفظ هنا: ستتلقى اللوحات «{ $name }» مع لعبتك المنشورة التالية.
forget-nothing = لا شيء لنسيانه: لم تُنشر أي لعبة من هذا المتصفح.
forgetting = جارٍ النسيان…
forgotten = { $count ->
    [zero] نُسيت: لم تُحذف أي لعبة.
    [one] نُسيت: حُذفت لعبتك من لوحات الصدارة.
    [two] نُسيت: حُذفت لعبتان لك من لوحات الصدارة.
    [few] نُسيت: حُذفت { $count } ألعاب لك من لوحات الصدارة.
    [many] نُسيت: حُذفت { $count } لعبةً لك من لوحات الصدارة.
   *[other] نُسيت: حُذفت { $count } لعبة لك من لوحات الصدارة.
}
forget-refused = لم يُنسَ شيء: { $why }
forget-offline = أنت غير متصل: لم يُنسَ شيء. حاول مرة أخرى عند الاتصال.
forget-later = لم يستطع الخادم فعل ذلك الآن: لم يُنسَ شيء. حاول لاحقًا.
forget-no-server = لا يرد أي خادم للوحات الصدارة على هذا الموقع: لم يُنسَ شيء.

## The leaderboard panel and the game-over box's post

leaderboard-key = لوحة الصدارة ({ $key })
leaderboard = لوحة الصدارة
leaderboard-pending = { $count ->
    [zero] لا ألعاب لك في الانتظار.
    [one] لعبة واحدة لك في الانتظار: تُرسل عندما يمكن الوصول إلى الخادم.
    [two] لعبتان لك في الانتظار: تُرسلان عندما يمكن الوصول إلى الخادم.
    [few] { $count } ألعاب لك في الانتظار: تُرسل عندما يمكن الوصول إلى الخادم.
    [many] { $count } لعبةً لك في الانتظار: تُرسل عندما يمكن الوصول إلى الخادم.
   *[other] { $count } لعبة لك في الانتظار: تُرسل عندما يمكن الوصول إلى الخادم.
}
loading = جارٍ التحميل…
leaderboard-no-server = لا يرد أي خادم للوحات الصدارة على هذا الموقع: تحتاج لوحات الصدارة إلى خادم اللعبة نفسه. كل ما سوى ذلك يعمل كما كان.
leaderboard-no-answer = لم يرد خادم لوحة الصدارة: حاول لاحقًا.
leaderboard-offline = أنت غير متصل: تظهر لوحات الصدارة عند عودتك للاتصال.
opening-replay = جارٍ فتح إعادة العرض…
replay-not-fetched = تعذّر جلب إعادة العرض: حاول مرة أخرى.
leaderboard-board = اللوحة
leaderboard-seed = البذرة { $seed }
today = اليوم، { $day }
yesterday = أمس، { $day }
leaderboard-size = الحجم
daily-one-size = للعبة اليوم حجم واحد
board-caption = { $board }: { $count ->
    [zero] { $count } لعبة
    [one] لعبة واحدة
    [two] لعبتان
    [few] { $count } ألعاب
    [many] { $count } لعبةً
   *[other] { $count } لعبة
}
board-caption-closed = { $board }: { $count ->
    [zero] { $count } لعبة
    [one] لعبة واحدة
    [two] لعبتان
    [few] { $count } ألعاب
    [many] { $count } لعبةً
   *[other] { $count } لعبة
} (مغلقة)
column-rank = المركز
column-player = اللاعب
column-score = النقاط
column-moves = النقلات
column-top-tile = أعلى مربع
column-replay = إعادة العرض
leaderboard-empty = لا ألعاب على هذه اللوحة بعد: أنهِ لعبة وانشرها لتكون الأول.
watch-entry = شاهد لعبة { $player }، المركز { $rank }
you = {" "}(أنت)
watch = شاهد
post-name = اسمك في لوحات الصدارة
post = انشر
post-to-leaderboard = انشر في لوحة الصدارة
see-the-leaderboard = اعرض لوحة الصدارة
posting-as = باسم «{ $name }» (تغيّره الإعدادات).
sending = جارٍ الإرسال…
pending-offline = في الانتظار: أنت غير متصل. تُرسل عند عودتك للاتصال.
pending-later = في الانتظار: لم يستطع الخادم قبولها بعد. تُرسل مرة أخرى قريبًا.
pending-no-server = في الانتظار: لا يرد أي خادم للوحات الصدارة على هذا الموقع. تُجرَّب مرة أخرى لاحقًا.

## The figures and buttons around the board

assisted = لعب الحلّال في هذه اللعبة: لا تُحتسب في أفضل نتيجة لك
highest = الأعلى
final-score = النهائية
hint = تلميح
hint-key = تلميح (H)
new-game = لعبة جديدة
new-game-key = لعبة جديدة (N)
sound-on-key = تشغيل الصوت (M)
sound-off-key = كتم الصوت (M)
mute = كتم
how-to-play = طريقة اللعب
how-to-play-key = طريقة اللعب (?)
undo = تراجع
undo-key = تراجع (U أو Ctrl+Z)
redo = إعادة
redo-key = إعادة (Shift+U أو Ctrl+Y)
watch-key = شاهد الحلّال يلعب (P)؛ أي مفتاح أو لمسة توقفه
stop = إيقاف
daily-label = {"لعبة اليوم "}
daily-link-title = رابط إلى لعبة هذا اليوم
practice = {" تمرين"}
free-game = لعبة حرة
copy-link = نسخ الرابط
copy-link-failed = فشل النسخ: استخدم الرابط
seed-label = {"البذرة "}
seed-link-title = رابط إلى هذه اللعبة

## How to play: what the keys do, after their names (each a part of a line, with its spacing and punctuation)

keys-redo-1 = {" "}يعيدها (أو{" "}
keys-redo-2 = ،{" "}
keys-redo-3 = ؛ وCmd بدل Ctrl على Mac)؛ اللعبة التي فيها تراجع لا تُحتسب في أفضل نتيجة
keys-tiles-1 = {" "}تدحرج اللوحة تحت المؤشر في الوسط
keys-tiles-2 = {" "}يعيد التوسيط،{" "}
keys-tiles-3 = {" "}تحرّك المؤشر على اللوحة؛{" "}
keys-tiles-4 = {" "}يضعه في الوسط
keys-tiles-5 = {" "}يرفع المربع تحت المؤشر، ثم يبدّله سهم؛{" "}
keys-tiles-6 = {" "}يضعه
keys-tiles-7 = {" "}تلميح،{" "}
keys-tiles-8 = {" "}يترك الحلّال يلعب (أي مفتاح يوقفه)،{" "}
keys-tiles-9 = {" "}لعبة جديدة،{" "}
keys-tiles-10 = {" "}الإحصاءات،{" "}
keys-tiles-11 = {" "}لوحة الصدارة،{" "}
keys-tiles-12 = {" "}كتم الصوت أو تشغيله،{" "}
keys-tiles-13 = {" "}هذه المساعدة
keys-tiles-14 = {" "}يتراجع عن نقلة،{" "}
keys-slides-1 = {" "}تزلق؛ على اللوحة اسحب بإصبعك أو بالفأرة
keys-slides-2 = {" "}يتراجع عن زلقة،{" "}
keys-slides-3 = {" "}تلميح (سهم عند الجدار الذي تزلق نحوه)،{" "}
keys-slides-4 = {" "}يترك الحلّال يلعب (أي مفتاح يوقفه)؛ اللعبة التي لعب فيها الحلّال لا تُحتسب في أفضل نتيجة
keys-slides-5 = {" "}لعبة جديدة (النمط والحجم)،{" "}
keys-slides-6 = {" "}كتم الصوت أو تشغيله،{" "}
keys-slides-7 = {" "}هذه المساعدة،{" "}
keys-slides-8 = {" "}يغلق نافذة
keys-slides-9 = {" "}الإحصاءات،{" "}
keys-slides-10 = {" "}لوحة الصدارة
keys-or = {" "}أو{" "}
key-space = المسافة
key-enter = Enter
key-esc = Esc
key-home = Home
key-shift = Shift
key-ctrl = Ctrl
touch-flick = اقذف مربعًا نحو جاره لتبديلهما، أو المس مربعًا ثم الآخر
touch-roll = اسحب بإصبعين لتدحرج اللوحة جانبيًا
touch-swipe = اسحب على اللوحة لتزلق كل المربعات في ذلك الاتجاه

## The game-over box and how to play

no-swap-left = لا تبديل يصنع ثلاثة متتالية.
no-slide-left = لا زلقة تغيّر اللوحة.
back-to-main = العودة إلى { $main } (نحتفظ بلعبة { $mode })
play-again-practice = العب مجددًا (تمرين)
new-best = أفضل نتيجة جديدة! تجاوزت { $best }.
new-best-label = الأفضل الجديد
not-counted-solver-mark = الحلّال
not-counted-undos-mark = تراجع
not-counted-practice-mark = تمرين
not-counted-solver = لعب الحلّال في هذه اللعبة: لا تُحتسب في أفضل نتيجة لك.
not-counted-undos = في هذه اللعبة تراجع: لا تُحتسب في أفضل نتيجة لك.
not-counted-practice = لعبة اليوم المُعادة تمرين: لا تُحتسب في أفضل نتيجة لك.
best-not-counted-spoken = : { $why }
said-then-new-best = { $said } { $line }
look-at-board = انظر إلى اللوحة
look-at-board-key = انظر إلى اللوحة (Esc)
back-to-result = عُد إلى النتيجة
back-to-result-key = عُد إلى النتيجة (Esc)
game-over = انتهت اللعبة
final-score-label = النتيجة النهائية
close-how-to-play = إغلاق طريقة اللعب
play-the-tutorial = العب الدرس التعليمي
help-leaderboards = لوحات الصدارة: انشر لعبة منتهية من نافذة نهايتها. يعيد الخادم لعب كل نقلة بهذه القواعد، فتثبت إعادة العرض الموثّقة أن النقلات صحيحة وأن النتيجة نتيجتها؛ لكنه لا يستطيع معرفة من أو ما الذي اختارها. اللعبة التي فيها تراجع أو نقلات من الحلّال لا تُصنّف، لكن هذه العلامة كلمة لعبتك نفسها، يأخذها الخادم كما تأتي.

## ExponenTorus and ExponenTile: swaps, merges, hints, the board's cells

new-game-seed = لعبة جديدة، البذرة { $seed }{ $side }.
picked-up = رُفع المربع { $tile } عند { $place }. اضغط سهمًا لتبديله، أو Escape لوضعه.
put-down = وُضع.
no-swap-game-over = انتهت اللعبة: لا تبديل يصنع ثلاثة متتالية.
no-swap-game-over-new = انتهت اللعبة: لا تبديل يصنع ثلاثة متتالية. اضغط N للعبة جديدة.
no-swap-final-score = انتهت اللعبة: لا تبديل يصنع ثلاثة متتالية. النتيجة النهائية { $score }.
refused-off-board = هذه الخانة خارج اللوحة.
refused-not-neighbours = لا تتبادل إلا المربعات المتجاورة: جنبًا إلى جنب أو واحدًا فوق الآخر.
refused-no-match = لا تطابق هناك: يعود المربعان مكانهما.
edge-rolled-in = الخط العريض هو حافة اللوحة العليا والسفلى: فوقه الصف الأخير، وتحته الصف الأول.
across-the-edge = لا يمكن التبديل عبر حافة اللوحة العليا والسفلى: الجانبان فقط يلتفّان.
merged = اندمجت في { $tile }، ‎+{ $points } نقطة{ $cascades ->
    [zero] {""}
    [one] ، تتابع واحد
    [two] ، تتابعان
    [few] ، { $cascades } تتابعات
    [many] ، { $cascades } تتابعًا
   *[other] ، { $cascades } تتابع
}. النقاط { $score }.
swap-hint = تلميح: بدّل { $tile } عند { $place } مع { $other } { $side ->
    [above] فوقه
    [below] تحته
    [left] إلى يساره
    [right] إلى يمينه
   *[seam] عبر الدرز
}: { $points ->
    [zero] لا نقاط
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $points } نقاط
    [many] { $points } نقطة
   *[other] { $points } نقطة
}.
swap-hint-cascades = تلميح: بدّل { $tile } عند { $place } مع { $other } { $side ->
    [above] فوقه
    [below] تحته
    [left] إلى يساره
    [right] إلى يمينه
   *[seam] عبر الدرز
}: { $points ->
    [zero] لا نقاط
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $points } نقاط
    [many] { $points } نقطة
   *[other] { $points } نقطة
}، ونحو { $cascades } مع التتابع.
swap-undone = تراجع: عن تبديل { $tile } عند { $place } مع { $other } عند { $other_place }. { $undos } في هذه اللعبة.
cell = { $tile }، { $place }
empty-cell = فارغة، { $place }
cell-cursor = المؤشر
cell-picked-up = مرفوع
cell-hint = تلميح
torus-board-label = اللوحة، { $size } في { $size }. المؤشر هو الخانة الوسطى.
mode-game-on = { $mode }، اللعبة { $seed } على { $size } في { $size }.
cursor-at-top = المؤشر عند حافة اللوحة العليا.
cursor-at-bottom = المؤشر عند حافة اللوحة السفلى.
cursor-at-left = المؤشر عند حافة اللوحة اليسرى.
cursor-at-right = المؤشر عند حافة اللوحة اليمنى.
across-a-flat-edge = لا يمكن التبديل عبر حافة اللوحة: هذه اللوحة لا تلتفّ.
flat-board-label = اللوحة، { $size } في { $size }. الأسهم تحرّك المؤشر.

## 2048: slides

slid = زُلقت إلى { $dir ->
    [up] الأعلى
    [down] الأسفل
    [left] اليسار
   *[right] اليمين
}.
slide-merged = اندمجت في { $tiles }.
score-is = النقاط { $score }.
you-win-sentence = صنعت 2048: لقد فزت!
no-slide-game-over = انتهت اللعبة: لا نقلة تغيّر اللوحة.
nothing-moves = لا شيء يتحرك إلى { $dir ->
    [up] الأعلى
    [down] الأسفل
    [left] اليسار
   *[right] اليمين
}.
slide-undone = تراجعت عن الزلقة إلى { $dir ->
    [up] الأعلى
    [down] الأسفل
    [left] اليسار
   *[right] اليمين
}. النقاط { $score }، { $undos }.
slide-hint-no-merge = تلميح: ازلق إلى { $dir ->
    [up] الأعلى
    [down] الأسفل
    [left] اليسار
   *[right] اليمين
}: لا اندماج، لوحة أفضل.
slide-hint = تلميح: ازلق إلى { $dir ->
    [up] الأعلى
    [down] الأسفل
    [left] اليسار
   *[right] اليمين
}: { $points } نقطة.
board-slide-hint = ؛ تلميح: ازلق إلى { $dir ->
    [up] الأعلى
    [down] الأسفل
    [left] اليسار
   *[right] اليمين
}
keep-going-sentence = واصل: المربعات تكبر بعد 2048.
slide-board-label = لوحة 2048، { $size } في { $size }: ازلق بمفاتيح الأسهم{ $hint }

## Dialogs: new game, the win, replays, sharing, the update, notices, the tutorial's card

mode = النمط
start = ابدأ
switch-keeps = نحتفظ بلعبة { $mode }. تُستأنف لعبة { $other } الجارية وتعرض عليك الجديدة.
game-will-be-lost = ستضيع اللعبة الجارية.
you-win = لقد فزت!
you-made-the-tile = صنعت مربع 2048، ومعك { $score } نقطة.
keep-going = واصل
back-to-my-game = العودة إلى لعبتي
play-this-day = لوحة هذا اليوم من جديد، لتلعبها أنت
play-this-seed = لعبة جديدة بهذه البذرة، لتلعبها أنت
play-this-game = العب هذه اللعبة
replay-controls = أزرار إعادة العرض
to-the-start = إلى البداية
to-the-start-key = إلى البداية (Home)
back-one-move = نقلة إلى الوراء
back-one-move-key = نقلة إلى الوراء (←)
play-or-pause-key = تشغيل أو إيقاف مؤقت (المسافة)
pause = إيقاف مؤقت
play = تشغيل
tutorial-play = العب
forward-one-move = نقلة إلى الأمام
forward-one-move-key = نقلة إلى الأمام (→)
to-the-end = إلى النهاية
to-the-end-key = إلى النهاية (End)
replay-move-label = النقلة
position-of = { $position } / { $moves }
replay-speed = السرعة
share-title = شارك صورة هذه اللعبة ونتيجتك ورابطًا يعيد عرضها
share = مشاركة
share-refused = لم يسمح المتصفح للعبة بالنسخ: حدّد النص وانسخه.
share-failed-again = فشل النسخ مرة أخرى: حدّد النص وانسخه.
share-copied = نُسخ.
share-text-label = نتيجتك والرابط إلى لعبتك
copy = نسخ
update-available = يتوفر تحديث
updating = جارٍ التحديث…
update-now = حدّث الآن
dismiss = إغلاق
tutorial = الدرس التعليمي
tutorial-done-count = · انتهى
tutorial-step-count = · الخطوة { $step } من { $steps }
skip-tutorial-key = تخطَّ الدرس التعليمي (Esc): العودة إلى لعبتك
skip = تخطٍّ
roll-left = دحرج اللوحة إلى اليسار
roll-right = دحرج اللوحة إلى اليمين

## How to play each mode

rules-swaps = بدّل مربعين متجاورين لتصفّ ثلاثة مربعات متساوية أو أكثر. تندمج في المربع الذي حرّكته: ثلاثة تضاعفه، وأربعة تجعله أربعة أضعاف، وخمسة ثمانية أضعاف. القيمة المندمجة تُضاف إلى نقاطك.
rules-mouse = الفأرة: انقر مربعًا ثم جاره، أو اسحب مربعًا نحو آخر
rules-cylinder = اللوحة أسطوانة: يلتقي جانباها الأيسر والأيمن، فتمتد الصفوف عبرهما. أما الأعلى والأسفل فلا يلتقيان أبدًا، والمربعات تسقط دائمًا نحو الأسفل.
rules-touch-roll = اللمس: اقذف مربعًا نحو جاره؛ اسحب بإصبعين لتدحرج اللوحة
rules-other-modes = زر «لعبة جديدة» ينقلك أيضًا إلى ExponenTile الأصلية أو 2048 الكلاسيكية؛ يحتفظ كل نمط بلعبته
rules-flat = هذه هي اللوحة المسطحة الأصلية: حوافها لا تلتقي، فلا يعبرها تبديل ولا صف. تسقط المربعات نحو الأسفل، وتدخل الجديدة من الأعلى.
rules-touch-flick = اللمس: اقذف مربعًا نحو جاره
credit-before = ExponenTile لعبة من صنع Mike Laumann Bellika (رخصة MIT):{" "}
credit-original = العب النسخة الأصلية
credit-between = ، أو اقرأ{" "}
credit-source = شيفرتها المصدرية
credit-after = . وExponenTorus تلعب قواعدها على أسطوانة.
rules-slides = ازلق كل المربعات إلى جهة واحدة. المربعان المتساويان اللذان يلتقيان يندمجان في مجموعهما، وهو ما يُحتسب نقاطًا؛ وبعد كل زلقة تغيّر اللوحة يظهر 2 (أو 4 مرة من كل عشر). اصنع مربع 2048 لتفوز، ثم واصل إن شئت: تنتهي اللعبة حين لا تغيّر أي زلقة اللوحة.
rules-touch-swipe = اللمس: اسحب على اللوحة؛ الفأرة: اسحبها
rules-sizes-keep = لكل حجم لوحة أفضل نتيجة خاصة به؛ وتحتفظ ExponenTorus بلعبتها ما دمت تلعب هنا

## The tutorials: each step, how to do it with keys or by touch, and the end

lesson-torus-1 = بدّل المربعين المعلَّمين لتصفّ ثلاثة مربعات 2.
lesson-torus-2 = المسافة ترفع المربع تحت المؤشر و↑ يبدّله؛ أو اقذف مربعًا معلَّمًا على الآخر؛ أو انقر أحدهما ثم الآخر.
lesson-torus-3 = اقذف مربعًا معلَّمًا على الآخر، أو المس أحدهما ثم الآخر.
lesson-torus-4 = صُفّ الآن أربعة مربعات 4: الصف الأطول يندمج في مربع أكبر.
lesson-torus-5 = المسافة ثم →؛ أو اقذف أو انقر كما من قبل.
lesson-torus-6 = اقذف أو المس كما من قبل.
lesson-torus-7 = بدّل المربعين المعلَّمين وشاهد: تسقط المربعات، والصفوف التي تصنعها تندمج وحدها.
lesson-torus-8 = المسافة ثم →؛ أو اقذف أو انقر.
lesson-torus-9 = اقذف أحدهما على الآخر، أو المس أحدهما ثم الآخر.
lesson-torus-10 = دحرج اللوحة جانبيًا لتجلب من الحافة الدرز المتقطع، حيث يلتقي جانباها الأيسر والأيمن.
lesson-torus-11 = ← أو → يدحرجها خانة، أو استخدم الأزرار هنا.
lesson-torus-12 = اسحب اللوحة جانبيًا بإصبعين، أو استخدم الأزرار هنا.
lesson-torus-13 = بدّل المربعين المعلَّمين عبر الدرز: المربعان على جانبيه متجاوران.
lesson-torus-14 = دحرج مربعًا معلَّمًا إلى تحت المؤشر، ثم المسافة وسهم؛ أو اقذفه عبر الدرز؛ أو انقر أحدهما ثم الآخر.
lesson-torus-15 = اقذف مربعًا معلَّمًا عبر الدرز على الآخر، أو المس أحدهما ثم الآخر.
lesson-torus-16 = هذه هي اللعبة: صُفّ، وادمج، وشاهد التتابعات، ودحرج. لعبتك تنتظرك.
lesson-flat-1 = المسافة ترفع المربع تحت المؤشر (الحلقة) و↑ يبدّله؛ أو اقذف مربعًا معلَّمًا على الآخر؛ أو انقر أحدهما ثم الآخر.
lesson-flat-2 = الأسهم تحرّك المؤشر: → ينقله إلى المربع الأيمن، ثم المسافة و← تبدّلان؛ أو اقذف أو انقر.
lesson-flat-3 = هذه ExponenTile: صُفّ، وادمج، وشاهد التتابعات. لعبتك تنتظرك.
lesson-slides-1 = ازلق كل المربعات إلى جهة واحدة.
lesson-slides-2 = مفتاح سهم أو WASD؛ أو اسحب على اللوحة، أو اسحبها بالفأرة.
lesson-slides-3 = اسحب على اللوحة في أي اتجاه.
lesson-slides-4 = اجمع المربعين 2 المعلَّمين: يندمجان في 4.
lesson-slides-5 = ↓ أو ↑؛ أو اسحب إلى الأسفل أو الأعلى.
lesson-slides-6 = اسحب إلى الأسفل أو الأعلى.
lesson-slides-7 = ادمج الآن المربعين 4 في 8.
lesson-slides-8 = ← أو →؛ أو اسحب جانبيًا.
lesson-slides-9 = اسحب جانبيًا.
lesson-slides-10 = هذه 2048: واصل الدمج، ومربع 2048 يفوز.
tutorial-step = الخطوة { $step } من { $steps }: { $says }
marked-empty = الخانة الفارغة عند { $place }
marked-tile = المربع { $tile } عند { $place }
marked = المعلَّم: { $cells }.
tutorial-set-out-again = لم تبقَ أي نقلة، لذا رُتّبت اللوحة من جديد. { $step }
tutorial-done = أحسنت! { $ending } اضغط «العب» لتبدأ.
tutorial-left = لعبتك جاهزة. يبقى الدرس التعليمي في طريقة اللعب (?).
tutorial-skipped = تخطّيت الدرس التعليمي: لعبتك جاهزة. يبقى الدرس في طريقة اللعب (?).
sound-on = الصوت يعمل.
sound-off = الصوت مكتوم.

## Sharing: the line, and the picture's words

share-daily-practice = { $mode } لعبة يوم { $day } (تمرين)
share-line = { $title } · { $score } نقطة · أعلى مربع { $tile } · { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $moves } نقلات
    [many] { $moves } نقلةً
   *[other] { $moves } نقلة
}
share-solver-moves = { $count ->
    [zero] { $count } نقلة
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $count } نقلات
    [many] { $count } نقلةً
   *[other] { $count } نقلة
} من الحلّال
picture-daily = لعبة يوم { $day }
picture-daily-practice = لعبة يوم { $day } (تمرين)
picture-seed = { $size }×{ $size } · البذرة { $seed }
picture-solver = لعب الحلّال
picture-score = النقاط
picture-top-tile = أعلى مربع
picture-moves = النقلات
stats-unreadable-now = لا يمكن قراءة الإحصاءات: { $why }.

## Races: the buttons that open one, the helpers off during one

race = سباق
race-key = سابق صديقًا (R)
race-this-board-key = سابق صديقًا على هذه اللوحة (R)
race-hint-off = التلميح متوقف أثناء السباق
race-watch-off = شاهد متوقف أثناء السباق
keys-race = {" "}سابق صديقًا،{" "}
race-form-title = سابق صديقًا
race-form-sub = يلعب الجميع اللوحة نفسها مباشرةً. أرسل الرابط؛ حتى { $most } لاعبين.
race-your-name = اسمك (كما في لوحة الصدارة)
race-name-placeholder = اسمك
race-length = المدة
race-create = ابدأ سباقًا
race-until-over = حتى تنتهي آخر لوحة
race-minutes = { $minutes ->
    [zero] { $minutes } دقيقة
    [one] دقيقة واحدة
    [two] دقيقتان
    [few] { $minutes } دقائق
    [many] { $minutes } دقيقةً
   *[other] { $minutes } دقيقة
}
race-asking = نسأل الخادم هل يدير سباقات…
race-no-races = هذا الموقع لا يدير سباقات: فهي تحتاج إلى خادم اللعبة الخاص، ولا خادم له.
race-offline = يحتاج السباق إلى خادم اللعبة: يبدو أنك غير متصل. حاول مجددًا حين تتصل.
race-not-answering = خادم اللعبة لا يجيب الآن: حاول مجددًا بعد لحظة.
race-needs-name = يحتاج السباق إلى اسمك، وإلى متصفح يستطيع إنشاء رمز اللاعب.
race-making = جارٍ إنشاء السباق…
race-not-made = تعذّر على الخادم إنشاء سباق الآن: حاول مجددًا بعد لحظة.

## Races: the lobby, the race bar, the standings, and what a race says

race-helper-off = { $action ->
    [hint] التلميح متوقف أثناء السباق.
    [watch] شاهد متوقف أثناء السباق.
    [undo] التراجع متوقف أثناء السباق.
   *[redo] الإعادة متوقفة أثناء السباق.
}
race-not-a-link = «{ $link }» ليس رابط أي سباق.
race-on = بدأ السباق: اللوحة نفسها للجميع.
race-back-in = عدت إلى السباق، عند نقلاتك كما هي لدى الخادم.
race-unknown-kind = هذا السباق من نوع لا يعرفه هذا الإصدار من اللعبة.
race-reconnecting-try-again = نعيد الاتصال بالسباق: حاول مجددًا بعد لحظة.
race-lost = انقطع الاتصال بالسباق. نعيد الاتصال…
race-lost-because = { $reason } نعيد الاتصال…
race-closed-too-slow = كان الاتصال بالسباق بطيئًا جدًا، أو صامتًا مدة طويلة.
race-closed-refused = أغلق خادم السباقات الاتصال: لم يستطع قبول ما أرسلته هذه الصفحة.
race-closed-too-large = كانت رسالة أكبر مما يقبله خادم السباقات.
race-closed-unavailable = خادم السباقات غير متاح الآن.
race-closed-restarting = خادم السباقات يعيد التشغيل.
race-closed-behind = تأخرت عن السباق، وستلحق به حين تنضم مجددًا.
race-closed-replaced = فتحت هذا السباق في نافذة أخرى.
race-closed-no-such-race = لا يوجد سباق بهذا الرابط: ربما كُتب خطأً.
race-connecting = جارٍ الاتصال بالسباق…
race-a-race = سباق
race-lobby-title = سباق: { $kind }
race-kind = { $mode } { $size } × { $size }، { $length }
race-kind-until-over = حتى تنتهي آخر لوحة
race-send-link = أرسل هذا الرابط:
race-link-label = رابط السباق
race-copy = نسخ
race-mark-made-it = أنشأ السباق
race-mark-you = أنت
race-mark-away = غائب
race-marks = ({ $marks })
race-ready-mark = ✓ جاهز
race-starting-in = يبدأ خلال { $seconds }…
race-start-how-creator = ابدأ حين يحضر الجميع؛ ويبدأ السباق أيضًا حين يصبح الجميع جاهزين.
race-start-how = يبدأ السباق حين يبدؤه من أنشأه، أو حين يصبح الجميع جاهزين.
race-watching = أنت تشاهد. انضم لتسابق.
race-leave = غادر
race-ready = جاهز
race-not-ready = لست جاهزًا
race-start = ابدأ
race-join = انضم
race-bar-label = السباق
race-clock-until-over = حتى آخر لوحة
race-clock-time-left = الوقت المتبقي:
race-rank = { $rank }
race-presence-left = غادر
race-presence-done = انتهى
race-presence-away = غائب
race-moves = { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $moves } نقلات
    [many] { $moves } نقلةً
   *[other] { $moves } نقلة
}
race-top-tile = الأعلى { $tile }
race-board-of = لوحة { $name }
race-standings = الترتيب النهائي
race-interrupted = أُعيد تشغيل الخادم أثناء هذا السباق فانتهى عنده: هذا هو الترتيب الذي كان قد حفظه.
race-left-mark = (غادر)
race-watch-replay = شاهد
race-back = عودة إلى لعبتي
race-rematch = مباراة أخرى
race-refused-message = لم يستطع خادم السباقات قراءة تلك الرسالة.
race-refused-not-in-race = لست في هذا السباق: أنت تشاهد.
race-refused-not-begun = لم يبدأ السباق بعد: انتظر العد التنازلي.
race-refused-over = انتهى السباق: وصلت تلك النقلة بعد النهاية فلا تُحتسب.
race-refused-left = غادرت هذا السباق: تبقى نقاطك كما كانت.
race-refused-out-of-order = لم تكن تلك النقلة التالية كما لدى الخادم: عادت لوحتك إلى نقلات الخادم.
race-refused-illegal-move = تلك النقلة غير مسموحة على لوحة الخادم: عادت لوحتك إلى نقلات الخادم.
race-refused-bad-race = لا يدير خادم السباقات سباقًا من هذا النوع: نمطه أو حجم لوحته أو مدته.
race-refused-rate-limited = رسائل كثيرة دفعة واحدة: لم تُقبل تلك الرسالة.
race-refused-said-already = قالت هذه الصفحة من هي من قبل.
race-refused-unavailable = لم يستطع خادم السباقات قبول ذلك الآن؛ ولم يُحتسب.
race-refused-full = هذا السباق ممتلئ: { $most } لاعبين على الأكثر. أنت تشاهد.
race-refused-begun = بدأ هذا السباق من دونك: أنت تشاهد.
race-refused-not-creator = لا يبدأ السباق إلا من أنشأه؛ ويبدأ أيضًا حين يصبح الجميع جاهزين.
race-refused-not-over = تأتي المباراة الأخرى بعد انتهاء السباق.

## The analysis: the replay viewer's marks, accuracy, chart and better moves

analysis-panel = التحليل
analyse = حلّل
analyse-key = كل نقلة مقارنةً بأفضل نقلة للحلّال (A)
analysis-cancel = إلغاء
analysis-cancel-key = إلغاء (Esc)
analysis-costliest = النقلات الأعلى كلفة
better-move = نقلة أفضل
better-move-key = اعرض النقلة الأفضل على اللوحة (B)
play-it-out = العبها
back-to-the-game = عودة إلى اللعبة
play-it-out-key = العب النقلة الأفضل، أو عُد (P)
mark-title = { $mark ->
    [best] الأفضل
    [good] جيدة
    [inaccuracy] غير دقيقة
    [mistake] خطأ
   *[blunder] خطأ فادح
}
mark-name = { $mark ->
    [best] الأفضل
    [good] جيدة
    [inaccuracy] غير دقيقة
    [mistake] خطأ
   *[blunder] خطأ فادح
}
analysis-started = جارٍ تحليل { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتين
    [few] { $moves } نقلات
    [many] { $moves } نقلةً
   *[other] { $moves } نقلة
} من اللعبة مقارنةً بأفضل نقلات الحلّال. Esc يلغي؛ وتستمر إعادة العرض في أثناء ذلك.
analysis-next = التالية: { $reviewed }
analysis-cancelled = أُلغي التحليل.
analysis-counts = الأفضل: { $best }، جيدة: { $good }، غير دقيقة: { $inaccuracies }، خطأ: { $mistakes }، خطأ فادح: { $blunders }
analysis-done = اكتمل التحليل: الدقة { $accuracy }؛ { $counts }. B يعرض النقلة الأفضل، وP يلعبها.
reviewed-best = النقلة { $number }، { $played }: الأفضل.
reviewed-move = النقلة { $number }، { $played }: { $mark } (خسارة { $lost }).
reviewed-move-better = النقلة { $number }، { $played }: { $mark } (خسارة { $lost }). الأفضل: { $better }.
better-played = النقلة الأفضل بدل النقلة { $number }، ملعوبة: { $merged } Esc أو P يعود إلى اللعبة.
back-to-the-game-before = عودة إلى اللعبة، قبل النقلة { $number }.
better-shows = تظهر النقلة الأفضل على اللوحة حيث لم تكن النقلة الملعوبة هي الأفضل.
better-hidden = لم تعد النقلة الأفضل ظاهرة.
analyse-first = حلّل اللعبة أولًا: A، أو زر «حلّل».
no-better-move = النقلة الملعوبة هنا هي نقلة الحلّال نفسه: لا توجد نقلة أفضل.
analysis-progress = جارٍ التحليل… { $done } من { $total }
accuracy-heading = الدقة { $accuracy }
costly-move = النقلة { $number }: { $mark }، خسارة { $lost }
chart-words = ترتفع النقاط إلى { $score } خلال { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتين
    [few] { $moves } نقلات
    [many] { $moves } نقلةً
   *[other] { $moves } نقلة
}. الدقة { $accuracy }: { $counts }.
chart-costliest = {" "}الأعلى كلفة: { $moves }.
costly-in-words = النقلة { $number } ({ $mark }، خسارة { $lost })
move-slide = ازلق إلى { $dir ->
    [up] الأعلى
    [down] الأسفل
    [left] اليسار
   *[right] اليمين
}
move-swap = بدّل { $tile } عند { $place } مع { $other } عند { $other_place }

## الألغاز: حركة واحدة للعثور عليها، من ألعاب حقيقية أو من لعبة اليوم

puzzle-not-an-id = «{ $text }» ليس معرّف لغز (12 من الرموز 0-9 وa-f، أو نمط ويوم، مثل 2048-2026-12-04)
puzzle-no-such = لا يوجد لغز بالمعرّف { $id }
puzzle-not-out = لغز يوم { $day } لم يصدر بعد (يتغير اليوم عند منتصف الليل بالتوقيت العالمي)
puzzle-unreadable = تعذّرت قراءة اللغز ({ $why })
puzzle-bad-position = تعذّرت قراءة موضعه: { $why }
puzzle-other-mode = نمطه «{ $mode }» ليس نمط موضعه، أو ليس من أنماط هذه اللعبة
puzzle-no-answer = حلّه ليس حركة من حركات موضعه
puzzle-solved = صحيح! هذه الحركة تسجّل { $points ->
    [zero] لا نقاط
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $points } نقاط
    [many] { $points } نقطة
   *[other] { $points } نقطة
}.
puzzle-missed = ليست هذه: أُلغيت الحركة. الأفضل: { $better }، وقيمتها { $better_worth } نقطة في المتوسط مقابل { $played_worth } لـ{ $played }.
puzzle-opened = اللغز { $id }: اعثر على أفضل حركة. لديك حركة واحدة؛ يعيدك Escape إلى لعبتك.
puzzle-opened-touch = اللغز { $id }: اعثر على أفضل حركة. لديك حركة واحدة؛ يعيدك زر الرجوع إلى لعبتك.
puzzle-left = عدت إلى لعبتك كما تركتها.
bad-puzzle = رابط اللغز هذا لا يعمل: { $error }. { $instead }
puzzle-unreachable = اللغز { $id } محفوظ على خادم اللعبة، ولا يجيب أي خادم هنا
puzzle-of-the-day = لغز اليوم
puzzle-title = لغز
puzzle-back = العودة إلى لعبتك
puzzle-figures = الألغاز المحلولة: { $solved }؛ على التوالي: { $streak }.
puzzle-solved-by-mode = الألغاز المحلولة في كل نمط
puzzle-mode-puzzles = ألغاز { $mode }

## The install manifest (scripts/manifests.mjs; English: public/manifest.webmanifest)

manifest-description = ExponenTile، حيث تلتقي 2048 بألعاب المطابقة، على أسطوانة: بدّل المربعات المتجاورة لتصفّ ثلاثة أعداد متساوية أو أكثر، وادمجها في قوى أكبر للعدد اثنين، والعب عبر الدرز حيث تلتفّ الأعمدة.
