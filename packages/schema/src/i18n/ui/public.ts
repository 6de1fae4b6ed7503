/** The interface's words for the public screens, in English (docs/i18n.md). Keys `area.name`. */
export default {
  // Landing page (routes/landing.tsx)
  'landing.heroTitle': 'Build Your Resume With AI',
  'landing.heroText': 'Create multiple resumes from ready-made templates with our AI-powered resume builder.',
  'landing.start': 'Start building your resume',
  'landing.atsTeaser': 'Already have a resume? <link>Check how an ATS reads it</link>, free and without an account.',
  'landing.howItWorks': 'How It Works',
  'landing.step': 'Step {number}',
  'landing.step1Title': 'Fill a smart form',
  'landing.step1Text': 'Tell us your job title, skills and background in a guided form.',
  'landing.step2Title': 'Generate and customise with AI',
  'landing.step2Text': 'Get AI-written summaries and sections, then make them your own.',
  'landing.step3Title': 'Download your resume',
  'landing.step3Text': 'Pick a professional template and download your resume as a PDF.',
  'landing.testimonials': 'What our users say',
  'landing.testimonial1Role': 'Frontend Developer',
  'landing.testimonial1Quote':
    '“I built three tailored resumes in an evening. The AI summary gave me a great starting point.”',
  'landing.testimonial2Role': 'Data Analyst',
  'landing.testimonial2Quote':
    '“The live PDF preview meant no surprises. I downloaded a clean resume and landed interviews.”',
  'landing.testimonialBy': '<b>{who}</b>, {job}',
  'landing.footerNav': 'About',
  'landing.terms': 'Terms of Service',
  'landing.privacy': 'Privacy Policy',
  'landing.madeBy': 'Made with care by the Vitae contributors.',

  // About Us (routes/about.tsx)
  'about.intro': 'Vitae helps job seekers build professional resumes quickly with the help of AI.',
  'about.features': 'Features',
  'about.qualityTitle': 'Professional Quality',
  'about.qualityText': 'Templates designed to pass recruiters and applicant tracking systems.',
  'about.tailoredTitle': 'Tailored for You',
  'about.tailoredText': 'AI suggestions shaped by your job title, skills and experience.',
  'about.futureTitle': 'Future-Proof',
  'about.futureText': 'Keep several resumes up to date and download them whenever you need.',
  'about.mission': 'Mission',
  'about.missionText': 'To give everyone a resume that shows their best, in minutes, for free.',
  'about.vision': 'Vision',
  'about.visionText': 'A world where a great resume is never the reason someone misses a job.',
  'about.start': 'Start Your Resume',

  // A shared resume's public page (routes/public-resume.tsx)
  'publicResume.protected': 'Protected resume',
  'publicResume.password': 'Password',
  'publicResume.opening': 'Opening',
  'publicResume.open': 'Open resume',
  'publicResume.home': 'Go to the home page',
  'publicResume.tabTitle': '{who} – Vitae',
  'publicResume.downloadPdf': 'Download PDF',
  'publicResume.notFound': 'Link not found',
  'publicResume.openFailed': 'The resume could not be opened',

  // The resume's download page (routes/view.tsx)
  'view.title': 'Congrats! Your ultimate AI-generated resume is ready!',
  'view.text': 'Now you can download your resume directly and share it with recruiters.',
  'view.generating': 'Generating',
  'view.generatingNow': 'Generating...',
  'view.download': 'Download Resume',
  'view.backToEditor': 'Back to editor',

  // Shared pieces: error pages, a query's status, the way back to the dashboard
  'public.tryAgain': 'Try again',
  'public.signIn': 'Sign in',
  'public.backToDashboard': 'Back to dashboard',

  // The bundled legal pages (apps/server/legal/*.md), word for word: shown in the interface’s language while the
  // operator keeps them (routes/legal.tsx); an operator’s own text is shown as written.
  'legal.terms': `# Terms of Service

This instance of Vitae is run by its operator, not by the authors of the Vitae software. These default terms apply
until the operator replaces them (see docs/accounts.md in the Vitae repository).

## Your account

- You keep your account's password, two-factor codes and passkeys to yourself. You are responsible for what is done
  with your account.
- You may delete your account at any time from the account page; everything it holds is deleted with it.

## Your content

- What you write — resumes, cover letters, notes — is yours. The operator stores it only to provide the service to
  you: showing it, rendering it as PDF and other formats, and sharing it where you turn sharing on.
- You do not upload content that you have no right to, or that breaks the law.

## The service

- The service is provided as it is, without any warranty. The operator may change or end it; they should tell you in
  good time so that you can export your data (account page, "Export").
- The operator may suspend an account that misuses the service (for example by trying to break into other accounts).

## Contact

Questions about these terms go to the operator of this instance.
`,
  'legal.privacy': `# Privacy Policy

This instance of Vitae is run by its operator. This default policy describes what the Vitae software does with
personal data; the operator may replace it with their own.

## What is stored

- **Your account**: your email address, your name, a hash of your password (never the password itself), whether your
  address is verified, your two-factor settings and passkeys (public keys only), and your sign-in sessions (the
  browser's description of itself and when it was last used).
- **Your documents**: the resumes you write, their history and their rendered PDFs, your dictionary of words, and
  share links you create with their view counts.

## What is sent elsewhere

- **Email**: messages about your account (password reset, address verification, security notices) go through the
  operator's mail server.
- **AI writing help**: only when the operator has configured an AI provider, and only when you ask for help, the text
  needed for that request is sent to that provider. Without a provider, writing help runs on this server.
- **Google sign-in**: only when you choose it; Google then knows that you signed in here.
- Nothing else: no analytics, no advertising, no tracking.

## Your rights

- You can see, export (account page, "Export") and delete (account page, "Delete account") everything stored about
  you at any time. Deleting your account deletes your documents with it.

## Contact

Questions about your data go to the operator of this instance.
`,
} as const;
