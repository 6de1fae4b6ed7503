import { Link } from 'react-router';
import { Header } from '../../components/layout/header.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';

const features = [
  { title: 'Professional Quality', text: 'Templates designed to pass recruiters and applicant tracking systems.' },
  { title: 'Tailored for You', text: 'AI suggestions shaped by your job title, skills and experience.' },
  { title: 'Future-Proof', text: 'Keep several resumes up to date and download them whenever you need.' },
];

/** About Us: a static page outside the shared layout, with the app header like every other page. */
export function AboutUsPage() {
  return (
    <>
      <Header />
      <main id="main" className="mx-auto max-w-5xl px-4 py-12">
        <section className="pb-12 text-center">
          <h1 className="text-4xl font-extrabold text-gray-900">About Us</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">
            Vitae helps job seekers build professional resumes quickly with the help of AI.
          </p>
        </section>
        <section aria-label="Features" className="grid gap-6 md:grid-cols-3">
          {features.map((feature) => (
            <div key={feature.title} className="rounded-lg border bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold text-gray-900">{feature.title}</h2>
              <p className="mt-2 text-gray-700">{feature.text}</p>
            </div>
          ))}
        </section>
        <section className="mt-12 grid gap-6 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold text-gray-900">Mission</h2>
            <p className="mt-2 text-gray-700">To give everyone a resume that shows their best, in minutes, for free.</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold text-gray-900">Vision</h2>
            <p className="mt-2 text-gray-700">A world where a great resume is never the reason someone misses a job.</p>
          </div>
        </section>
        <div className="mt-12 text-center">
          <Link to="/auth/sign-in" className={buttonVariants({ size: 'lg' })}>
            Start Your Resume
          </Link>
        </div>
      </main>
    </>
  );
}
