### المسرد في أول ملف game.ftl ينطبق على هذا الملف أيضًا.

## الإحصائيات: «الإحصائيات» في القائمة الرئيسية، ومفتاحها على الطاولة (تُقرأ سطرًا سطرًا)

menu-statistics = الإحصائيات
cmd-statistics = إحصائياتك ضد البوتات: الصكات، الجولات اللِّي شريتها وكسبتها، الطيحات، الكبوت، الدبل، المشاريع، النقاط وخوياك
stats-title = إحصائياتك ضد البوتات على هذا الجهاز
stats-none = ما فيه ولا جولة محسوبة للحين: إحصائياتك تبدأ مع أول جولة تنلعب ضد البوتات.
stats-in-play = الصكة اللِّي نلعبها الحين محسوبة ب{ $rounds ->
    [zero] ولا جولة
    [one] جولتها الوحدة
    [two] جولتيها
    [few] { $rounds } جولات
    [many] { $rounds } جولة
   *[other] { $rounds } جولة
} لين الحين؛ وتنحسب صكة لما تخلص.
stats-reset-corrupt = ملف إحصائياتك خربان، فإحصائياتك تبدأ من جديد من صكتك الجاية. الملف القديم محفوظ باسم { $backup }.
stats-matches = { $preset ->
    [saudi] القوانين السعودية
    [ksa] قوانين البطولات السعودية
   *[belote] البلوت الفرنسي
}: لعبت { $matches ->
    [zero] ولا صكة
    [one] صكة وحدة
    [two] صكتين
    [few] { $matches } صكات
    [many] { $matches } صكة
   *[other] { $matches } صكة
}، { $won ->
    [zero] ما كسبت ولا وحدة
    [one] كسبت وحدة
    [two] كسبت ثنتين
    [few] كسبت { $won }
    [many] كسبت { $won }
   *[other] كسبت { $won }
} و{ $lost ->
    [zero] ما خسرت ولا وحدة
    [one] خسرت وحدة
    [two] خسرت ثنتين
    [few] خسرت { $lost }
    [many] خسرت { $lost }
   *[other] خسرت { $lost }
}؛ ونسبة فوزك { $rate } من كل 100.
stats-left = طلعت من { $left ->
    [zero] ولا صكة
    [one] صكة وحدة
    [two] صكتين
    [few] { $left } صكات
    [many] { $left } صكة
   *[other] { $left } صكة
} قبل نهايتها، والطلعة من صكة تنحسب خسارة.
stats-bought = { $kind ->
    [hokum] الحكم
    [sun] الصن
   *[ashkal] الأشكل
}: شريت { $bought ->
    [zero] ولا جولة
    [one] جولة وحدة
    [two] جولتين
    [few] { $bought } جولات
    [many] { $bought } جولة
   *[other] { $bought } جولة
} و{ $made ->
    [zero] ما كسبت منها ولا وحدة
    [one] كسبت منها وحدة
    [two] كسبت منها ثنتين
    [few] كسبت منها { $made }
    [many] كسبت منها { $made }
   *[other] كسبت منها { $made }
}.
stats-bought-none = ما شريت ولا جولة للحين.
stats-falls = الطيحات: { $fell ->
    [zero] ما طحت ولا مرة
    [one] طحت مرة وحدة
    [two] طحت مرتين
    [few] طحت { $fell } مرات
    [many] طحت { $fell } مرة
   *[other] طحت { $fell } مرة
} في شراك، وفريقك { $felled ->
    [zero] ما طيّح المشترين ولا مرة
    [one] طيّح المشترين مرة وحدة
    [two] طيّح المشترين مرتين
    [few] طيّح المشترين { $felled } مرات
    [many] طيّح المشترين { $felled } مرة
   *[other] طيّح المشترين { $felled } مرة
}.
stats-kaboots = الكبوت: لفريقك { $ours ->
    [zero] ولا كبوت
    [one] كبوت واحد
    [two] كبوتين
    [few] { $ours } كبوتات
    [many] { $ours } كبوت
   *[other] { $ours } كبوت
}، وعليه { $theirs ->
    [zero] ولا كبوت
    [one] كبوت واحد
    [two] كبوتين
    [few] { $theirs } كبوتات
    [many] { $theirs } كبوت
   *[other] { $theirs } كبوت
}.
stats-doubles = الجولات المدبّلة: { $doubled ->
    [zero] ولا جولة
    [one] جولة وحدة
    [two] جولتين
    [few] { $doubled } جولات
    [many] { $doubled } جولة
   *[other] { $doubled } جولة
}؛ فريقك { $won ->
    [zero] ما كسب منها ولا وحدة
    [one] كسب منها وحدة
    [two] كسب منها ثنتين
    [few] كسب منها { $won }
    [many] كسب منها { $won }
   *[other] كسب منها { $won }
} و{ $lost ->
    [zero] ما خسر ولا وحدة
    [one] خسر وحدة
    [two] خسر ثنتين
    [few] خسر { $lost }
    [many] خسر { $lost }
   *[other] خسر { $lost }
}. و{ $called ->
    [zero] ما دبّلت أنت ولا مرة
    [one] دبّلت أنت مرة وحدة
    [two] دبّلت أنت مرتين
    [few] دبّلت أنت { $called } مرات
    [many] دبّلت أنت { $called } مرة
   *[other] دبّلت أنت { $called } مرة
}.
stats-doubles-none = الجولات المدبّلة: ولا جولة للحين.
stats-projects = المشاريع: { $projects ->
    [zero] ما سجّلت ولا مشروع
    [one] سجّلت مشروع واحد
    [two] سجّلت مشروعين
    [few] سجّلت { $projects } مشاريع
    [many] سجّلت { $projects } مشروع
   *[other] سجّلت { $projects } مشروع
}، و{ $baloot ->
    [zero] ما جاك البلوت ولا مرة
    [one] جاك البلوت مرة وحدة
    [two] جاك البلوت مرتين
    [few] جاك البلوت { $baloot } مرات
    [many] جاك البلوت { $baloot } مرة
   *[other] جاك البلوت { $baloot } مرة
}.
stats-points = النقاط في الجولة، على { $rounds ->
    [zero] ولا جولة
    [one] جولة وحدة
    [two] جولتين
    [few] { $rounds } جولات
    [many] { $rounds } جولة
   *[other] { $rounds } جولة
}: لفريقك { $ours ->
    [zero] ولا نقطة
    [one] نقطة وحدة
    [two] نقطتين
    [few] { $ours } نقاط
    [many] { $ours } نقطة
   *[other] { $ours } نقطة
}، ولخصومك { $theirs ->
    [zero] ولا نقطة
    [one] نقطة وحدة
    [two] نقطتين
    [few] { $theirs } نقاط
    [many] { $theirs } نقطة
   *[other] { $theirs } نقطة
}.
stats-partner = مع { $partner } في فريقك: لعبتوا { $matches ->
    [zero] ولا صكة
    [one] صكة وحدة
    [two] صكتين
    [few] { $matches } صكات
    [many] { $matches } صكة
   *[other] { $matches } صكة
}، و{ $won ->
    [zero] ما كسبتوا منها ولا وحدة
    [one] كسبتوا منها وحدة
    [two] كسبتوا منها ثنتين
    [few] كسبتوا منها { $won }
    [many] كسبتوا منها { $won }
   *[other] كسبتوا منها { $won }
}.
stats-bot = { $level ->
    [easy] البوت السهل
    [normal] البوت العادي
    [strong] البوت القوي
    [basic] البوت الثابت
    [random] البوت المبتدئ
   *[other] بوت
}
