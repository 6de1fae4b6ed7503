import { Link } from 'react-router';
import { Header } from '../../components/layout/header.tsx';
import { FileChecker } from '../../features/ats-check/file-checker.tsx';

/** The public ATS checker: no account, any PDF or Word resume (docs/product.md, Public ATS checker). */
export function AtsCheckerPage() {
  return (
    <>
      <Header />
      <main id="main" className="mx-auto max-w-6xl px-4 py-10">
        <section className="pb-8 text-center">
          <h1 className="text-4xl font-extrabold text-gray-900">ATS resume checker</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">
            See your resume as an applicant tracking system reads it: the text in reading order, the fields it finds and
            what gets in its way. No account needed.
          </p>
        </section>
        <FileChecker />
        <p className="mt-8 text-center text-sm text-gray-700">
          Want a resume that reads cleanly?{' '}
          <Link to="/auth/sign-in" className="text-violet-800 underline">
            Build one with Vitae
          </Link>
          .
        </p>
      </main>
    </>
  );
}
