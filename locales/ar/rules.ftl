### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## قارئ القوانين (النص نفسه في rules.md بجانب هذا الملف)

reader-title = { $title }، { $count ->
        [zero] لا أقسام
        [one] قسم واحد
        [two] قسمان
        [few] { $count } أقسام
        [many] { $count } قسمًا
       *[other] { $count } قسم
    }. { $paragraph } للفقرة التالية، و{ $heading } للعنوان التالي، و{ $read } لقراءة الباقي، و{ $search } للبحث.
reader-heading = { $text }، عنوان من المستوى { $level }
reader-end = نهاية القوانين.
reader-top = بداية القوانين.
reader-no-next-heading = لا عنوان بعد هذا.
reader-no-previous-heading = لا عنوان قبل هذا.
reader-where = { $section }: الفقرة { $position } من { $count }.
reader-position = { $position } / { $count }
reader-search-prompt = بحث: اكتب كلمة ثم اضغط إدخال. الهروب يلغي.
reader-search-line = بحث: { $query }
reader-search-cancelled = أُلغي البحث.
reader-search-empty = لم تكتب شيئًا.
reader-search-none = لا بحث بعد: اضغط { $keys } للبحث عن كلمة.
reader-deleted = حُذف { $char }
reader-found = النتيجة { $position } من { $count }:
reader-wrapped = رجعنا إلى البداية.
reader-not-found = «{ $query }» غير موجودة في القوانين.
char-space = مسافة
