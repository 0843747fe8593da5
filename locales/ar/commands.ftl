### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## الأوامر: عمل كل مفتاح (تقرؤها شاشة المفاتيح والقوانين)

cmd-stop_speech = إيقاف الكلام
cmd-repeat_last = إعادة آخر رسالة
cmd-history_previous = الرسالة السابقة في السجل
cmd-history_next = الرسالة التالية في السجل
cmd-history_first = أول رسالة في السجل
cmd-history_last = آخر رسالة في السجل
cmd-text_bigger = تكبير النص
cmd-text_smaller = تصغير النص
cmd-keys_help = قائمة المفاتيح
cmd-menu_up = العنصر السابق
cmd-menu_down = العنصر التالي
cmd-menu_left = القيمة السابقة للإعداد
cmd-menu_right = القيمة التالية للإعداد
cmd-menu_first = أول عنصر
cmd-menu_last = آخر عنصر
cmd-menu_select = اختيار العنصر
cmd-menu_back = رجوع
cmd-card_previous = الورقة السابقة
cmd-card_next = الورقة التالية
cmd-suit_previous = اللون السابق
cmd-suit_next = اللون التالي
cmd-card_first = أول ورقة
cmd-card_last = آخر ورقة
cmd-play = لعب الورقة أو اختيار الشرا
cmd-switch_zone = التنقل بين يدك وخيارات الشرا
cmd-explain_refusal = ليش انرفضت ورقتي؟
cmd-explain_call = معنى الشرا المحدد
cmd-ask_hand = قراءة يدي كاملة
cmd-ask_spades = السبيت عندي
cmd-ask_hearts = الهاص عندي
cmd-ask_diamonds = الديمن عندي
cmd-ask_clubs = الشريا عندي
cmd-ask_trick = الأكلة الحالية
cmd-ask_score = نتيجة الصكة
cmd-ask_turn = دور من؟
cmd-ask_tricks = أكلات كل فريق في هذي الجولة
cmd-ask_calls = الشرا في هذي الجولة
cmd-ask_contract = الشراء
cmd-ask_projects = المشاريع
cmd-ask_land = الورقة المكشوفة
cmd-table_menu = قائمة اللعبة (الإعدادات، المفاتيح، مغادرة الصكة)
cmd-akka = البدء بالورقة مع إكة
cmd-sawa = طلب كل الأكلات الباقية (سوا)
cmd-call_pass = بس
cmd-call_hokum = حكم
cmd-call_sun = صن
cmd-call_ashkal = أشكل
cmd-call_qablak = قبلك (أخذ الصن أول)
cmd-call_confirm = تثبيت الحكم
cmd-call_to_sun = قلب الحكم صن
cmd-call_double = دَبَل (مفتوح)
cmd-call_double_locked = دَبَل (مقفل)
cmd-call_triple = ثْرِي
cmd-call_four = فُور (مفتوح)
cmd-call_four_locked = فُور (مقفل)
cmd-call_gahwa = قهوة
cmd-call_decline = لا
cmd-call_take = آخذ (بلوت فرنسي)
cmd-call_boshat = بوشات
cmd-call_hokum2 = حكم ثاني
cmd-call_suit_spades = الحكم سبيت
cmd-call_suit_hearts = الحكم هاص
cmd-call_suit_diamonds = الحكم ديمن
cmd-call_suit_clubs = الحكم شريا
cmd-reader_next_paragraph = الفقرة التالية
cmd-reader_previous_paragraph = الفقرة السابقة
cmd-reader_next_heading = العنوان التالي
cmd-reader_previous_heading = العنوان السابق
cmd-reader_top = بداية القوانين
cmd-reader_bottom = نهاية القوانين
cmd-reader_read_all = قراءة كل شي من هنا
cmd-reader_where = وين أنا؟
cmd-reader_search = البحث عن كلمة
cmd-reader_search_next = النتيجة التالية
cmd-reader_search_previous = النتيجة السابقة
cmd-reader_back = الرجوع إلى القائمة

context-global = في كل مكان
context-menu = في القوائم
context-table = على الطاولة
context-bidding = وقت الشراء
context-reader = في القوانين

## الإيماءات على شاشات اللمس (أندرويد: إصبعان؛ آيفون: ثلاثة أصابع)

gesture-fingers = { $fingers ->
        [2] { $gesture } بإصبعين
        [3] { $gesture } بثلاثة أصابع
       *[other] { $gesture } باستخدام { $fingers } أصابع
    }
gesture-tap = نقرة
gesture-double-tap = نقرتين
gesture-triple-tap = ثلاث نقرات
gesture-long-press = ضغطة مطوّلة
gesture-double-tap-hold = نقرتين مع الإمساك
gesture-triple-tap-hold = ثلاث نقرات مع الإمساك
gesture-quadruple-tap = أربع نقرات
gesture-quadruple-tap-hold = أربع نقرات مع الإمساك
gesture-pinch-in = ضمّ
gesture-pinch-out = تبعيد
gesture-scrub = فرك (تعرّج سريع)
gesture-swipe = سحب { $path }
gesture-then = {" "}ثم{" "}
dir-up = للأعلى
dir-down = للأسفل
dir-left = لليسار
dir-right = لليمين

keys-entry-plain = { $description }: { $keys }.
keys-entry = { $description }: { $keys }. أندرويد: { $android }. آيفون: { $iphone }.
keys-or = {" "}أو{" "}
keys-none = بلا مفتاح

## أسماء المفاتيح كما تُنطق وتُعرض (الحروف والأرقام تبقى كما هي مطبوعة)

key-plus = {" "}مع{" "}
mod-ctrl = كنترول
mod-alt = ألت
mod-shift = شفت
mod-super = ويندوز
mod-cmd = كوماند
mod-option = أوبشن
key-UP = سهم أعلى
key-DOWN = سهم أسفل
key-LEFT = سهم يسار
key-RIGHT = سهم يمين
key-HOME = هوم
key-END = إند
key-ENTER = إدخال
key-NUM_ENTER = إدخال لوحة الأرقام
key-SPACE = مسافة
key-ESCAPE = الهروب
key-BACKSPACE = مسح للخلف
key-TAB = تاب
key-PAGEUP = صفحة لأعلى
key-PAGEDOWN = صفحة لأسفل
key-LCTRL = كنترول الأيسر
key-RCTRL = كنترول الأيمن
key-NUM_ADD = زائد لوحة الأرقام
key-NUM_SUBTRACT = ناقص لوحة الأرقام
key-EQUAL = يساوي
key-MINUS = ناقص
key-PLUS = زائد
cmd-chat_open = كتابة رسالة دردشة (أونلاين)
cmd-chat_previous = رسالة الدردشة السابقة
cmd-chat_next = رسالة الدردشة التالية
cmd-chat_well_played = رسالة سريعة: كفو (أونلاين)
cmd-chat_hurry = رسالة سريعة: شوي أسرع الله يعافيك (أونلاين)
cmd-chat_thanks = رسالة سريعة: مشكور (أونلاين)
cmd-people = اللِّي على الطاولة: الكتم، والحظر، والبلاغ؛ وصاحب الطاولة يشيل (أونلاين)
cmd-friends = الأصدقاء: مين متصل ووين، الطلبات، العزايم، الرسايل (أونلاين، للحسابات)
cmd-invite_accept = قبول عزيمة على طاولة، أو دخول صكتك في البطولة أول ما تجهز، أو دخول الطاولة اللي توها انفتحت في ديوانيتك (أونلاين)
cmd-invite_decline = رفض عزيمة على طاولة، أو ترك طاولة الديوانية الجديدة (أونلاين)
cmd-diwans = الديوانيات: مجالس جماعاتك، سوالفها وأعضاؤها وطاولاتها وترتيبها (أونلاين، للحسابات)
key-letter = { $letter ->
        [A] إيه
        [B] بي
        [C] سي
        [D] دي
        [E] إي
        [F] إف
        [G] جي
        [H] إتش
        [I] آي
        [J] جيه
        [K] كيه
        [L] إل
        [M] إم
        [N] إن
        [O] أو
        [P] بي
        [Q] كيو
        [R] آر
        [S] إس
        [T] تي
        [U] يو
        [V] في
        [W] دبليو
        [X] إكس
        [Y] واي
        [Z] زد
       *[other] { $letter }
    }
# اسم الحرف في رمز يتهجّى (الختم، رمز الدعوة): مثل اسمه في المفاتيح
code-letter = { $letter ->
        [A] إيه
        [B] بي
        [C] سي
        [D] دي
        [E] إي
        [F] إف
        [G] جي
        [H] إتش
        [I] آي
        [J] جيه
        [K] كيه
        [L] إل
        [M] إم
        [N] إن
        [O] أو
        [P] بي
        [Q] كيو
        [R] آر
        [S] إس
        [T] تي
        [U] يو
        [V] في
        [W] دبليو
        [X] إكس
        [Y] واي
        [Z] زد
       *[other] { $letter }
    }
