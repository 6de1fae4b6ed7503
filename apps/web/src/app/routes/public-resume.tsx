import { zodResolver } from '@hookform/resolvers/zod';
import { SHARE_MESSAGES, unlockShareBodySchema } from '@vitae/schema';
import { Download, Lock } from 'lucide-react';
import { useEffect, useId, type ComponentType, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { FieldMessage, Input, Label } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, userMessage } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';
import { translated } from '../../lib/i18n/language.ts';
import { useSharedResume, type SharedResume } from '../../features/sharing/api/get-shared-resume.ts';
import { useUnlockSharedResume } from '../../features/sharing/api/unlock-shared-resume.ts';

/**
 * How the pages are drawn: the editor's PreviewPages, which the app gives this page (app/routes.tsx), as a feature
 * never imports another.
 */
export type PagesView = ComponentType<{ preview: SharedResume; zoom: number; busy: boolean }>;

/**
 * `<meta name="robots" content="noindex">` while the page is shown, unless its owner let search engines index it
 * (the server's X-Robots-Tag says the same); it goes with the page.
 */
function useNoIndex(noIndex: boolean): void {
  useEffect(() => {
    if (!noIndex) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [noIndex]);
}

/** The tab's title while the page is shown. */
function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/** Asks for the link's password; a wrong one is said under the field, a right one opens the page. */
function PasswordForm({ slug }: { slug: string }) {
  const t = useT();
  const id = useId();
  const unlock = useUnlockSharedResume(slug);
  // The server's own rule for the body, and its words for an empty field.
  const form = useForm({ resolver: zodResolver(unlockShareBodySchema), defaultValues: { password: '' } });
  const error = form.formState.errors.password?.message ?? (unlock.isError ? userMessage(unlock.error) : undefined);
  const submit = form.handleSubmit(({ password }) => unlock.mutate(password));

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto grid max-w-sm gap-4 px-4 py-16">
      <Lock className="h-8 w-8 justify-self-center text-violet-800" aria-hidden />
      <h1 id={`${id}-title`} className="text-center text-2xl font-bold text-gray-900">
        {t('publicResume.protected')}
      </h1>
      <p className="text-center text-gray-700">{translated(SHARE_MESSAGES.passwordRequired)}</p>
      <form onSubmit={(event) => void submit(event)} className="grid gap-3" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-password`}>{t('publicResume.password')}</Label>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            {...form.register('password')}
          />
          <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
        </div>
        <Button type="submit" disabled={unlock.isPending}>
          {unlock.isPending && <Spinner label={t('publicResume.opening')} />}
          {t('publicResume.open')}
        </Button>
      </form>
    </section>
  );
}

/** A page that shows no resume: a heading, a sentence and the way home. */
function Notice({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p role="alert" className="mt-3 text-gray-700">
        {translated(message)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants()}>
          {t('publicResume.home')}
        </Link>
        {children}
      </div>
    </section>
  );
}

/**
 * `/r/:slug`: a shared resume for anyone with the link, no account needed: whose it is, its pages as the editor
 * draws them and its PDF. A link with a password asks for it first; a link turned off says so.
 */
export function PublicResumePage({ Pages }: { Pages: PagesView }) {
  const t = useT();
  const { slug = '' } = useParams();
  const shared = useSharedResume(slug);
  const resume = shared.data;
  const heading = resume ? resume.fullName.trim() || resume.resumeTitle : undefined;
  useNoIndex(resume?.indexable !== true);
  useDocumentTitle(heading && t('publicResume.tabTitle', { who: heading }));

  let content: ReactNode;
  if (resume) {
    content = (
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-gray-900">{heading}</h1>
          <a href={resume.pdfUrl} download className={buttonVariants()}>
            <Download className="h-4 w-4" aria-hidden />
            {t('publicResume.downloadPdf')}
          </a>
        </div>
        <Pages preview={resume} zoom={1} busy={false} />
      </div>
    );
  } else if (shared.isError) {
    const status = shared.error instanceof ApiError ? shared.error.status : 0;
    if (status === 401) content = <PasswordForm slug={slug} />;
    else if (status === 404 || status === 400) {
      content = <Notice title={t('publicResume.notFound')} message={SHARE_MESSAGES.notFound} />;
    } else {
      content = (
        <Notice title={t('publicResume.openFailed')} message={userMessage(shared.error)}>
          <Button variant="outline" onClick={() => void shared.refetch()}>
            {t('public.tryAgain')}
          </Button>
        </Notice>
      );
    }
  } else {
    content = (
      <p role="status" className="px-4 py-16 text-center text-gray-700">
        {t('app.loading')}
      </p>
    );
  }

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b bg-white px-4 py-3 shadow-sm sm:px-8">
        <Link to="/" className="text-xl font-bold text-violet-800">
          {t('app.name')}
        </Link>
      </header>
      <main id="main">{content}</main>
    </div>
  );
}
