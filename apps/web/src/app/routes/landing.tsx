import { Link } from 'react-router';
import { Header } from '../../components/layout/header.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/auth.tsx';

const steps = [
  {
    title: 'Fill a smart form',
    text: 'Tell us your job title, skills and background in a guided form.',
  },
  {
    title: 'Generate and customise with AI',
    text: 'Get AI-written summaries and sections, then make them your own.',
  },
  { title: 'Download your resume', text: 'Pick a professional template and download your resume as a PDF.' },
];

const testimonials = [
  {
    name: 'Priya Sharma',
    role: 'Frontend Developer',
    quote: 'I built three tailored resumes in an evening. The AI summary gave me a great starting point.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Data Analyst',
    quote: 'The live PDF preview meant no surprises. I downloaded a clean resume and landed interviews.',
  },
];

export function LandingPage() {
  const { user } = useSession();
  return (
    <>
      <Header />
      <main id="main">
        <section className="bg-gradient-to-b from-violet-50 to-white px-4 py-20 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
            Build Your Resume With AI
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">
            Create multiple resumes from ready-made templates with our AI-powered resume builder.
          </p>
          <Link
            to={user ? '/dashboard' : '/auth/sign-in'}
            className={buttonVariants({ size: 'lg', className: 'mt-8' })}
          >
            Start building your resume
          </Link>
          <p className="mt-4 text-gray-700">
            Already have a resume?{' '}
            <Link to="/ats-checker" className="font-medium text-violet-800 underline">
              Check how an ATS reads it
            </Link>
            , free and without an account.
          </p>
        </section>
        <section aria-labelledby="how-it-works" className="mx-auto max-w-5xl px-4 py-16">
          <h2 id="how-it-works" className="text-center text-3xl font-bold text-gray-900">
            How It Works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-lg border bg-white p-6 shadow-sm">
                <p className="text-sm font-semibold text-violet-800">Step {index + 1}</p>
                <h3 className="mt-2 text-lg font-semibold text-gray-900">{step.title}</h3>
                <p className="mt-2 text-gray-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="testimonials" className="bg-gray-50 px-4 py-16">
          <h2 id="testimonials" className="text-center text-3xl font-bold text-gray-900">
            What our users say
          </h2>
          <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
            {testimonials.map((item) => (
              <figure key={item.name} className="rounded-lg border bg-white p-6 shadow-sm">
                <blockquote className="text-gray-800">“{item.quote}”</blockquote>
                <figcaption className="mt-4 text-sm text-gray-700">
                  <span className="font-semibold">{item.name}</span>, {item.role}
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      </main>
      <footer className="flex flex-col items-center justify-between gap-2 border-t px-4 py-6 text-sm text-gray-700 sm:flex-row sm:px-8">
        <nav aria-label="About" className="flex flex-wrap gap-4">
          <Link to="/about-us" className="text-violet-800 underline">
            About Us
          </Link>
          <Link to="/ats-checker" className="text-violet-800 underline">
            ATS Checker
          </Link>
          <Link to="/terms" className="text-violet-800 underline">
            Terms of Service
          </Link>
          <Link to="/privacy" className="text-violet-800 underline">
            Privacy Policy
          </Link>
        </nav>
        <p>Made with care by the Vitae contributors.</p>
      </footer>
    </>
  );
}
