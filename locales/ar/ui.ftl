### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## الشاشات والقوائم والإعدادات

app-title = Baloot Audio
app-ready = بلوت أوديو. { $screen }
menu-position = { $item }، { $position } من { $count }
menu-main = القائمة الرئيسية
menu-new-match = صكة جديدة
menu-rules = القوانين
menu-keys = المفاتيح
menu-settings = الإعدادات
menu-quit = خروج
menu-back = رجوع
menu-resume = رجوع للصكة
menu-leave-match = الطلعة من الصكة
menu-game = قائمة اللعبة
goodbye = مع السلامة.

setup-title = صكة جديدة
setup-preset = القوانين: { $value }
setup-length = طول الصكة: { $value }
setup-partner = الخوي: { $value }
setup-opponents = الخصوم: { $value }
setup-start = نبدأ الصكة
preset-saudi = سعودي
preset-ksa = قوانين البطولات السعودية
preset-belote = بلوت فرنسي (بيلوت)
length-points = { $points ->
        [zero] ولا نقطة
        [one] نقطة وحدة
        [two] نقطتين
        [few] { $points } نقاط
        [many] { $points } نقطة
       *[other] { $points } نقطة
    }
bot-basic = ثابت
bot-random = مبتدئ (أوراق عشوائية)

settings-title = الإعدادات
setting-speech = الكلام: { $value }
speech-auto = تلقائي
speech-screen_reader = قارئ الشاشة
speech-builtin = الصوت المدمج
speech-none = مطفي
speech-now = الكلام الحين عبر { $name }.
speech-lost = الصوت وقف وما صار يرد. الكلام الحين عبر { $name }.
speech-output-none = بلا مخرج صوتي
setting-bot-pause = الانتظار بين حركات اللاعبين الآخرين: { $seconds ->
        [zero] بلا انتظار
        [one] ثانية وحدة
        [two] ثانيتين
        [few] { $seconds } ثواني
        [many] { $seconds } ثانية
       *[other] { $seconds } ثانية
    }
setting-sounds = المؤثرات الصوتية: { $value }
setting-volume = مستوى الصوت: { $percent } بالمئة
setting-text-size = حجم النص: { $size }
setting-direction = اتجاه الدور على الشاشة: { $value }
direction-counterclockwise = عكس عقارب الساعة (سعودي)
direction-clockwise = مع عقارب الساعة
setting-rebind = تغيير المفاتيح
setting-reset-keys = إرجاع المفاتيح الأصلية
keys-restored = رجعت المفاتيح الأصلية.
on = نعم
off = لا
text-size-now = حجم النص { $size }.

rebind-title = تغيير المفاتيح: أي أمر؟
rebind-entry = { $description }: { $keys }
rebind-prompt = { $you ->
        [feminine] اضغطي المفتاح الجديد للأمر «{ $description }»، أو الهروب للإلغاء.
       *[other] اضغط المفتاح الجديد للأمر «{ $description }»، أو الهروب للإلغاء.
    }
rebind-done = «{ $description }» صار { $keys }.
rebind-conflict = { $key } مستخدم للأمر «{ $other }». ما تغيّر شي.
rebind-cancelled = انلغى.

keys-title = { $gestures ->
        [yes] المفاتيح والإيماءات
       *[no] المفاتيح
    }
keys-sections-how = على أقسام: اليسار واليمين يروحون للقسم اللي قبل أو اللي بعد
keys-sections-short = اليسار واليمين: الأقسام
keys-section = { $section }: { $count ->
        [zero] ولا مفتاح
        [one] مفتاح واحد
        [two] مفتاحين
        [few] { $count } مفاتيح
        [many] { $count } مفتاحًا
       *[other] { $count } مفتاح
    }
rules-title = القوانين

table-title = الطاولة
table-zone-hand = يدك
table-zone-calls = شراك
table-waiting = ننتظر الباقين.
table-screen = { $contract }. { $turn }

round-end-title = نهاية الجولة
round-end-next = الجولة الجاية
match-end-title = نهاية الصكة
match-end-menu = رجوع إلى القائمة الرئيسية
match-end-lobby = رجوع إلى الصالة
match-end-again = صكة ثانية

history-empty = ما فيه رسايل للحين.
history-top = بداية السجل.

## كل مفتاح له جواب

# مفتاح لا عمل له هنا
key-nothing-here = ما فيه شي هنا.
# مفتاح أمره لا يعمل في هذه الشاشة أو في هذه اللحظة
key-not-now = { $command }: مو الحين.
menu-no-match = ما فيه عنصر يبدأ بحرف { $letter }.
menu-no-value = ما فيه شي يتغير هنا.
main-menu-escape = { $you ->
        [feminine] هذي القائمة الرئيسية. للخروج روحي إلى «{ $quit }» بمفتاح { $last }، وبعدين اضغطي { $select }.
       *[other] هذي القائمة الرئيسية. للخروج روح إلى «{ $quit }» بمفتاح { $last }، وبعدين اضغط { $select }.
    }
table-no-card = ما فيه ورقة محددة.
setting-refusals = عند رفض مفتاح: { $value }
refusals-words = نقول السبب
refusals-sound = الصوت بس

## نصوص الشاشة (تُعرض فقط)

label-score = لنا { $us }  لهم { $them }
label-turned-card = الورقة المكشوفة
label-contract = { $contract }
label-trick = الأكلة { $number }
label-hand = يدك
label-status = { $text }
label-turn = ▶ { $seat }
label-cards-count = { $count ->
        [zero] ولا ورقة
        [one] ورقة وحدة
        [two] ورقتين
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }

## اللغة (اسم كل لغة مكتوب بتلك اللغة)

setting-language = اللغة: { $value }
setting-address = المخاطبة: { $value }
address-feminine = مؤنث (أنتِ لعبتِ)
address-masculine = مذكر (أنتَ لعبتَ)
address-unspecified = بدون تحديد

setting-memory-aids = مساعدات الذاكرة (الأوراق الملعوبة من اللون، أبناط الأوراق لين الحين): { $value }
setting-gestures = حركات اللمس في قائمة المفاتيح والدروس: { $value }
setting-turn-timer = مؤقت الدور ضد البوتات: { $value }
timer-off = مطفي
timer-relaxed = مريح (45 ثانية للورقة، 36 للشرا)
timer-tournament = بطولة (15 ثانية للورقة، 12 للشرا)
speech-output-name = { $output ->
        [nvda] إن في دي إيه
        [jaws] جوز
        [linux-speech-dispatcher] سبيتش ديسباتشر
        [speech-dispatcher] سبيتش ديسباتشر
        [sapi5] صوت ويندوز
        [voiceover] فويس أوفر
        [espeak-ng] إي سبيك
        [zdsr] زد دي إس آر
        [dolphin] دولفن
        [system-access] سستم أكسس
        [window-eyes] ويندو آيز
        [pc-talker] بي سي توكر
       *[other] { $name }
    }
