import { Link } from 'react-router';
import { Header } from '../../components/layout/header.tsx';
import { FileChecker } from '../../features/ats-check/file-checker.tsx';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

/** The public ATS checker: no account, any PDF or Word resume (docs/product.md, Public ATS checker). */
export function AtsCheckerPage() {
  const t = useT();
  return (
    <>
      <Header />
      <main id="main" className="mx-auto max-w-6xl px-4 py-10">
        <section className="pb-8 text-center">
          <h1 className="text-4xl font-extrabold text-gray-900">{t('atsChecker.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">{t('atsChecker.intro')}</p>
        </section>
        <FileChecker />
        <p className="mt-8 text-center text-sm text-gray-700">
          <FormattedMessage
            id="atsChecker.cta"
            values={{
              link: (chunks) => (
                <Link to="/auth/sign-in" className="text-violet-800 underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </main>
    </>
  );
}
