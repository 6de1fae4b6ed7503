import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Header } from '../../components/layout/header.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

// Ids written out whole: a test finds every message's id in the code (docs/i18n.md).
const steps = [
  { title: 'landing.step1Title', text: 'landing.step1Text' },
  { title: 'landing.step2Title', text: 'landing.step2Text' },
  { title: 'landing.step3Title', text: 'landing.step3Text' },
] as const;

const testimonials = [
  { name: 'Priya Sharma', role: 'landing.testimonial1Role', quote: 'landing.testimonial1Quote' },
  { name: 'Daniel Okafor', role: 'landing.testimonial2Role', quote: 'landing.testimonial2Quote' },
] as const;

export function LandingPage() {
  const { user } = useSession();
  const t = useT();
  return (
    <>
      <Header />
      <main id="main">
        <section className="bg-gradient-to-b from-violet-50 to-white px-4 py-20 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">{t('landing.heroTitle')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">{t('landing.heroText')}</p>
          <Link
            to={user ? '/dashboard' : '/auth/sign-in'}
            className={buttonVariants({ size: 'lg', className: 'mt-8' })}
          >
            {t('landing.start')}
          </Link>
          <p className="mt-4 text-gray-700">
            <FormattedMessage
              id="landing.atsTeaser"
              values={{
                link: (words) => (
                  <Link to="/ats-checker" className="font-medium text-violet-800 underline">
                    {words}
                  </Link>
                ),
              }}
            />
          </p>
        </section>
        <section aria-labelledby="how-it-works" className="mx-auto max-w-5xl px-4 py-16">
          <h2 id="how-it-works" className="text-center text-3xl font-bold text-gray-900">
            {t('landing.howItWorks')}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-lg border bg-white p-6 shadow-sm">
                <p className="text-sm font-semibold text-violet-800">{t('landing.step', { number: index + 1 })}</p>
                <h3 className="mt-2 text-lg font-semibold text-gray-900">{t(step.title)}</h3>
                <p className="mt-2 text-gray-700">{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="testimonials" className="bg-gray-50 px-4 py-16">
          <h2 id="testimonials" className="text-center text-3xl font-bold text-gray-900">
            {t('landing.testimonials')}
          </h2>
          <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
            {testimonials.map((item) => (
              <figure key={item.name} className="rounded-lg border bg-white p-6 shadow-sm">
                <blockquote className="text-gray-800">{t(item.quote)}</blockquote>
                <figcaption className="mt-4 text-sm text-gray-700">
                  <FormattedMessage
                    id="landing.testimonialBy"
                    values={{
                      b: (words) => <span className="font-semibold">{words}</span>,
                      who: item.name,
                      job: t(item.role),
                    }}
                  />
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      </main>
      <footer className="flex flex-col items-center justify-between gap-2 border-t px-4 py-6 text-sm text-gray-700 sm:flex-row sm:px-8">
        <nav aria-label={t('landing.footerNav')} className="flex flex-wrap gap-4">
          <Link to="/about-us" className="text-violet-800 underline">
            {t('header.aboutUs')}
          </Link>
          <Link to="/ats-checker" className="text-violet-800 underline">
            {t('header.atsChecker')}
          </Link>
          <Link to="/terms" className="text-violet-800 underline">
            {t('landing.terms')}
          </Link>
          <Link to="/privacy" className="text-violet-800 underline">
            {t('landing.privacy')}
          </Link>
        </nav>
        <p>{t('landing.madeBy')}</p>
      </footer>
    </>
  );
}
