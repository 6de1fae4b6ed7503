import { type ResumeContent, resumeContentSchema } from '@vitae/schema';

/**
 * Realistic resumes written right to left (docs/right-to-left.md), filling every section: an Arabic one, which the
 * template gallery can draw every template with ("Show an Arabic sample"), and a Hebrew one. The tests read both back
 * from the PDFs of every template. Each holds what makes a right-to-left resume hard to set and to read back: a
 * Latin company name inside a line of Arabic or Hebrew, a phone number, an e-mail address, dates in the resume's
 * language and a current job ("Present"). No vowel marks: resumes are written without them.
 */
export const arabicSampleResume: ResumeContent = resumeContentSchema.parse({
  fullName: 'ليلى حداد',
  jobTitle: 'مهندسة برمجيات أولى',
  address: 'الرياض، المملكة العربية السعودية',
  phone: '+966 55 123 4567',
  email: 'layla@example.com',
  summary:
    'مهندسة برمجيات في Acme Corp بخبرة ثماني سنوات في بناء منصات ويب موثوقة وأدوات للمطورين. ' +
    'قادت فرق عمل من أربعة إلى ستة مهندسين، وخفضت تكاليف البنية التحتية بمقدار الثلث.',
  experience: [
    {
      title: 'مهندسة برمجيات أولى',
      companyName: 'Acme Corp',
      city: 'الرياض',
      startDate: '2021-03',
      currentlyWorking: true,
      workSummary:
        '<ul>' +
        '<li>أعادت تصميم منظومة استقبال الأحداث، فارتفعت قدرتها من 8 آلاف إلى 45 ألف حدث في الثانية.</li>' +
        '<li>خفضت الإنفاق الشهري على الخدمات السحابية بنسبة 34% بنقل المهام الدورية إلى موارد أقل تكلفة.</li>' +
        '<li>أشرفت على تدريب خمسة مهندسين، ترقى اثنان منهم خلال سنة ونصف.</li>' +
        '</ul>',
    },
    {
      title: 'مهندسة برمجيات',
      companyName: 'شركة الأفق الرقمي',
      city: 'جدة',
      startDate: '2018-06',
      endDate: '2021-02',
      workSummary:
        '<p>بنت منصة لحجز المواعيد تعتمد عليها 300 عيادة.</p>' +
        '<ul>' +
        '<li>صممت محركا لقواعد توفر المواعيد حل محل آلاف الأسطر من الحالات الخاصة.</li>' +
        '<li>قلصت زمن تحميل الصفحات من 3.2 ثانية إلى 0.9 ثانية.</li>' +
        '</ul>',
    },
  ],
  education: [
    {
      universityName: 'جامعة الملك سعود',
      degree: 'بكالوريوس',
      major: 'علوم الحاسب',
      startDate: '2012-09',
      endDate: '2016-06',
      description: 'تخرجت بمرتبة الشرف، وعملت مساعدة تدريس في مقرر هياكل البيانات والخوارزميات.',
    },
  ],
  projects: [
    {
      projectName: 'مرسال',
      projectLink: 'github.com/laylahaddad/mirsal',
      description: 'مكتبة مفتوحة المصدر لإرسال الإشعارات مكتوبة بلغة TypeScript، تستخدمها ثلاث شركات ناشئة.',
    },
  ],
  achievements: [
    { achievement: 'متحدثة في مؤتمر LEAP التقني 2023.' },
    { achievement: 'المركز الأول في الهاكاثون الداخلي لشركة Acme Corp عام 2022.' },
  ],
  skills: [
    { name: 'TypeScript' },
    { name: 'Node.js' },
    { name: 'React' },
    { name: 'PostgreSQL' },
    { name: 'تصميم الأنظمة' },
    { name: 'قيادة الفرق' },
  ],
  interests: [{ interestName: 'الخط العربي' }, { interestName: 'الجري' }, { interestName: 'الشطرنج' }],
  certificationsOrExtraCurriculars: [
    { certificationOrExtraCurricularName: 'AWS Certified Solutions Architect – Associate (2022)' },
    { certificationOrExtraCurricularName: 'مرشدة متطوعة في أكاديمية طويق' },
  ],
  social: [{ socialMediaName: 'LinkedIn', socialMediaLink: 'https://www.linkedin.com/in/laylahaddad' }],
  design: { language: 'ar' },
});

export const hebrewSampleResume: ResumeContent = resumeContentSchema.parse({
  fullName: 'נועה לוי',
  jobTitle: 'מהנדסת תוכנה בכירה',
  address: 'תל אביב',
  phone: '+972 54 123 4567',
  email: 'noa.levi@example.com',
  summary:
    'מהנדסת תוכנה בחברת Acme Corp עם שמונה שנות ניסיון בפיתוח מערכות ווב אמינות וכלים למפתחים. ' +
    'הובילה צוותים של ארבעה עד שישה מהנדסים והפחיתה את עלויות התשתית בשליש.',
  experience: [
    {
      title: 'מהנדסת תוכנה בכירה',
      companyName: 'Acme Corp',
      city: 'תל אביב',
      startDate: '2021-03',
      currentlyWorking: true,
      workSummary:
        '<ul>' +
        '<li>הובילה את התכנון מחדש של מערכת קליטת האירועים והגדילה את התפוקה פי חמישה.</li>' +
        '<li>הפחיתה את ההוצאה החודשית על שירותי ענן ב-34% בעזרת העברת עבודות אצווה למשאבים זולים יותר.</li>' +
        '<li>חנכה חמישה מהנדסים, שניים מהם קודמו לתפקידים בכירים תוך שנה וחצי.</li>' +
        '</ul>',
    },
    {
      title: 'מפתחת תוכנה',
      companyName: 'מכבי שירותי בריאות',
      city: 'פתח תקווה',
      startDate: '2018-06',
      endDate: '2021-02',
      workSummary:
        '<p>פיתחה מערכת לזימון תורים שמשמשת 300 מרפאות.</p>' +
        '<ul>' +
        '<li>תכננה מנוע כללים לזמינות תורים שהחליף אלפי שורות של מקרים מיוחדים.</li>' +
        '<li>קיצרה את זמן טעינת הדפים מ-3.2 שניות ל-0.9 שניות.</li>' +
        '</ul>',
    },
  ],
  education: [
    {
      universityName: 'האוניברסיטה העברית בירושלים',
      degree: 'תואר ראשון',
      major: 'מדעי המחשב',
      startDate: '2012-10',
      endDate: '2016-06',
      description: 'סיימה בהצטיינות. שימשה עוזרת הוראה בקורס מבני נתונים ואלגוריתמים.',
    },
  ],
  projects: [
    {
      projectName: 'שליח',
      projectLink: 'github.com/noalevi/shaliach',
      description: 'ספריית קוד פתוח לשליחת התראות, כתובה ב-TypeScript ומשמשת שלוש חברות הזנק.',
    },
  ],
  achievements: [
    { achievement: 'הרצאה בכנס Reversim 2023.' },
    { achievement: 'מקום ראשון בהאקתון הפנימי של Acme Corp בשנת 2022.' },
  ],
  skills: [
    { name: 'TypeScript' },
    { name: 'Node.js' },
    { name: 'React' },
    { name: 'PostgreSQL' },
    { name: 'תכנון מערכות' },
    { name: 'הובלת צוות' },
  ],
  interests: [{ interestName: 'ריצת שטח' }, { interestName: 'נגרות' }, { interestName: 'שחמט' }],
  certificationsOrExtraCurriculars: [
    { certificationOrExtraCurricularName: 'AWS Certified Solutions Architect – Associate (2022)' },
    { certificationOrExtraCurricularName: 'מנטורית מתנדבת בתוכנית מעברים' },
  ],
  social: [{ socialMediaName: 'LinkedIn', socialMediaLink: 'https://www.linkedin.com/in/noalevi' }],
  design: { language: 'he' },
});
