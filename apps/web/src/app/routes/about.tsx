import { Link } from 'react-router';
import { Header } from '../../components/layout/header.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

// Ids written out whole: a test finds every message's id in the code (docs/i18n.md).
const features = [
  { title: 'about.qualityTitle', text: 'about.qualityText' },
  { title: 'about.tailoredTitle', text: 'about.tailoredText' },
  { title: 'about.futureTitle', text: 'about.futureText' },
] as const;

/** About Us: a static page outside the shared layout, with the app header like every other page. */
export function AboutUsPage() {
  const t = useT();
  return (
    <>
      <Header />
      <main id="main" className="mx-auto max-w-5xl px-4 py-12">
        <section className="pb-12 text-center">
          <h1 className="text-4xl font-extrabold text-gray-900">{t('header.aboutUs')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">{t('about.intro')}</p>
        </section>
        <section aria-label={t('about.features')} className="grid gap-6 md:grid-cols-3">
          {features.map((feature) => (
            <div key={feature.title} className="rounded-lg border bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold text-gray-900">{t(feature.title)}</h2>
              <p className="mt-2 text-gray-700">{t(feature.text)}</p>
            </div>
          ))}
        </section>
        <section className="mt-12 grid gap-6 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold text-gray-900">{t('about.mission')}</h2>
            <p className="mt-2 text-gray-700">{t('about.missionText')}</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold text-gray-900">{t('about.vision')}</h2>
            <p className="mt-2 text-gray-700">{t('about.visionText')}</p>
          </div>
        </section>
        <div className="mt-12 text-center">
          <Link to="/auth/sign-in" className={buttonVariants({ size: 'lg' })}>
            {t('about.start')}
          </Link>
        </div>
      </main>
    </>
  );
}
