import type { Browser, Locator, Page } from 'playwright-core';
import { createIntl } from '@formatjs/intl';
import { EN_CATALOGUE, messageIdOf, SECTION_KEYS, type Catalogue, type MessageId } from '@vitae/schema';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures, describeFailures } from './axe.ts';
import { launchBrowser } from './browser.ts';
import { callApi, newPage, signIn, signUp } from './session.ts';

/**
 * axe-core on every screen of the app (docs/accessibility.md): each screen of SCREENS is visited at each size of
 * RUNS (languages, themes and sizes), and must show no serious or critical violation. A screen is a `visit` that
 * brings the page to it (an address, then what to open) and waits until it is drawn.
 */

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

/** The languages the table runs in: the app's own, and a right-to-left one. */
type Language = 'en' | 'ar';

/** The language the table runs in now (set by its loop, below). */
let language: Language = 'en';

/**
 * Shows a page's screens in a language: the device's choice (the switcher's), then a reload, after which `<html lang
 * dir>` must follow. The accounts' own language is left unset, so the device's applies to the signed-in pages too,
 * and the instance's admin, whom other test files sign in as, is left as it was.
 */
async function applyLanguage(page: Page, to: Language): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('vitae:language', chosen), to);
  await page.reload();
  await page.waitForFunction((chosen) => document.documentElement.lang === chosen, to);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe(
    to === 'ar' ? 'rtl' : 'ltr',
  );
}

const catalogues = {
  en: EN_CATALOGUE,
  ar: await loadCatalogue('ar'),
} satisfies Record<Language, Catalogue>;

/**
 * The UI's words in the table's language: visits name headings and controls by their English words (with `{name}`
 * placeholders for what they hold), found in the English catalogue and given in the table's language. Where two
 * messages share the same English words, a visit names the one it means by its id.
 */
function ui(english: string, values: Record<string, string> = {}, id?: MessageId): string {
  const found = id ?? messageIdOf(english);
  if (!found) {
    if (language === 'en') return english.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
    throw new Error(`"${english}" is in no catalogue: a screen shows words that are not translated`);
  }
  if (id) expect(EN_CATALOGUE[id], id).toBe(english);
  return createIntl({ locale: language, messages: catalogues[language] }).formatMessage({ id: found }, values);
}

const VIEWPORTS = {
  desktop: { name: 'desktop', width: 1280, height: 800 },
  phone: { name: 'phone', width: 390, height: 844 },
} as const;
type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];

/** The colour themes: light, and dark as the system asks for it (the app follows the system until a user chooses). */
type ColorScheme = 'light' | 'dark';

/**
 * The runs of the table: each language, each theme and each size meet each other once (a pairwise design: every
 * pair of language and theme, language and size, theme and size is run), in four runs instead of eight.
 */
const RUNS: { language: Language; scheme: ColorScheme; viewport: Viewport }[] = [
  { language: 'en', scheme: 'light', viewport: VIEWPORTS.desktop },
  { language: 'en', scheme: 'dark', viewport: VIEWPORTS.phone },
  { language: 'ar', scheme: 'dark', viewport: VIEWPORTS.desktop },
  { language: 'ar', scheme: 'light', viewport: VIEWPORTS.phone },
];

/** The editor's panes sit side by side from this width (lib/use-media-query.ts, WIDE_SCREEN: Tailwind's `lg`). */
const SIDE_BY_SIDE = 1024;

/** What the signed-in user's screens show: made once, through the API, before the table runs. */
interface Fixture {
  resumeId: string;
  resumeTitle: string;
  slug: string;
  applicationId: string;
  letterId: string;
  versionName: string;
}

const RESUME = {
  fullName: 'Alex Access',
  jobTitle: 'Accessibility Engineer',
  address: '1 Ramp Road, Leeds',
  phone: '+44 20 7946 0000',
  email: 'alex@example.com',
  summary: 'Engineer who makes web apps usable by everyone, with a keyboard, a screen reader or a phone.',
  experience: [
    {
      title: 'Senior Engineer',
      companyName: 'Ramp Ltd',
      city: 'Leeds',
      startDate: '2021-02',
      currentlyWorking: true,
      workSummary: '<ul><li>Cut the checkout’s axe violations from 42 to 0</li><li>Ran screen reader tests</li></ul>',
    },
    {
      title: 'Engineer',
      companyName: 'Kerb Co',
      city: 'York',
      startDate: '2017-09',
      endDate: '2021-01',
      workSummary: '<p>Built forms with labels and error messages.</p>',
    },
  ],
  education: [{ universityName: 'University of York', degree: 'BSc', major: 'Computer Science', startDate: '2014-09' }],
  projects: [{ projectName: 'Focus Ring', projectLink: 'https://example.com/focus', description: 'A focus library.' }],
  achievements: [{ achievement: 'Spoke at an accessibility meetup' }],
  skills: [{ name: 'WCAG' }, { name: 'TypeScript' }],
  interests: [{ interestName: 'Cycling' }],
  certificationsOrExtraCurriculars: [{ certificationOrExtraCurricularName: 'IAAP CPACC' }],
  social: [{ socialMediaName: 'LinkedIn', socialMediaLink: 'https://linkedin.com/in/alex-access' }],
};

const POSTING =
  'Accessibility Engineer at Ramp. Required: WCAG, TypeScript and 3 years of experience. Nice to have: Python.';

async function ok(answer: Promise<{ status: number; body: { data: unknown; message: string } }>, status: number) {
  const { status: got, body } = await answer;
  expect(got, body.message).toBe(status);
  return body.data as Record<string, unknown>;
}

/** The user's resume, share link, named version, application and cover letter. */
async function makeFixture(page: Page): Promise<Fixture> {
  const resumeTitle = 'Accessible Resume';
  const created = await ok(callApi(page, 'POST', '/api/v1/users/create-user-resume', { resumeTitle }), 201);
  const resumeId = String(created._id);
  await ok(callApi(page, 'PATCH', `/api/v1/users/update-resume-details/${resumeId}`, RESUME), 200);
  const versionName = 'Before the interview';
  await ok(callApi(page, 'POST', `/api/v1/users/resume-versions/${resumeId}`, { name: versionName }), 201);
  const share = await ok(callApi(page, 'POST', `/api/v1/users/share-resume/${resumeId}`, {}), 200);
  const application = await ok(
    callApi(page, 'POST', '/api/v1/users/applications', {
      company: 'Ramp',
      role: 'Accessibility Engineer',
      posting: POSTING,
      resumeId,
    }),
    201,
  );
  const letter = await ok(
    callApi(page, 'POST', '/api/v1/users/cover-letters', {
      title: 'Letter to Ramp',
      resumeId,
      applicationId: application._id,
      body: '<p>Dear hiring team,</p><p>I make web apps everyone can use.</p>',
    }),
    201,
  );
  return {
    resumeId,
    resumeTitle,
    slug: String(share.slug),
    applicationId: String(application._id),
    letterId: String(letter._id),
    versionName,
  };
}

type Role = 'visitor' | 'user' | 'admin';

interface Screen {
  name: string;
  /** Who looks at it: a signed-out visitor, the user of the fixture, or the instance's admin. */
  as: Role;
  /** Only at this size (the editor's Preview pane is a pane of its own only on a narrow screen). */
  only?: Viewport['name'];
  /**
   * The screen is there to show a document's drawn pages (the live preview's, a shared resume's, a letter's): they are
   * scanned. Elsewhere they are left out: the same drawing on every step of the editor, and a large part of its DOM.
   */
  pages?: true;
  visit(page: Page, fixture: Fixture): Promise<void>;
}

const PAGES = '[data-testid="preview-pages"]';

const heading = (page: Page, name: string | RegExp, level = 1) => page.getByRole('heading', { name, level }).waitFor();
/** A page of the live preview: an image (the server's drawing) or a group (the engine's, with its text layer). */
const firstPage = (scope: Page | Locator) => scope.locator(`${PAGES} [data-render]`).first();
/** The preview panel, found hidden too (on a narrow screen it is drawn under the Preview pane). */
const previewRegion = (page: Page) => page.locator(`section[aria-label="${ui('Resume preview')}"]`);
const narrow = (page: Page) => (page.viewportSize()?.width ?? 0) < SIDE_BY_SIDE;

/** Waits for the one dialog (or alert dialog) open. */
async function dialogOpen(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
  await dialog.waitFor();
  return dialog;
}

/** The editor at a step, once its form and the first page of its preview are drawn. */
async function editor(page: Page, fixture: Fixture, step = 1): Promise<void> {
  await page.goto(`/dashboard/resume/${fixture.resumeId}/edit?step=${step}`);
  await page.locator('main form').first().waitFor();
  // On a narrow screen the preview is drawn under its own pane, hidden: it is there all the same.
  await firstPage(previewRegion(page)).waitFor({ state: narrow(page) ? 'attached' : 'visible', timeout: 30_000 });
}

/** The editor's pane buttons (Edit, Design, Check, Preview). */
const pane = (page: Page, name: string) =>
  page.getByRole('group', { name: ui('Show') }).getByRole('button', { name: ui(name), exact: true });

/** The preview panel's buttons are in view: on a narrow screen, under Preview. */
async function previewShown(page: Page, fixture: Fixture): Promise<void> {
  await editor(page, fixture);
  if (narrow(page)) await pane(page, 'Preview').click();
  await firstPage(previewRegion(page)).waitFor();
}

/** The dashboard with its resume card and letter drawn. */
async function dashboard(page: Page, fixture: Fixture): Promise<void> {
  await page.goto('/dashboard');
  await heading(page, ui('My Resumes'));
  await page.getByRole('button', { name: ui('Actions for {title}', { title: fixture.resumeTitle }) }).waitFor();
  await page.getByText('Letter to Ramp').first().waitFor();
}

/** The editor's steps: the personal details, then one per section (apps/web/src/app/routes/editor.tsx). */
const EDITOR_STEPS = 1 + SECTION_KEYS.length;

const SCREENS: Screen[] = [
  // Signed out.
  {
    name: 'landing',
    as: 'visitor',
    visit: async (page) => {
      await page.goto('/');
      await heading(page, ui('Build Your Resume With AI'));
    },
  },
  {
    name: 'about us',
    as: 'visitor',
    visit: async (page) => {
      await page.goto('/about-us');
      await heading(page, ui('About Us'));
    },
  },
  {
    name: 'ATS checker',
    as: 'visitor',
    visit: async (page) => {
      await page.goto('/ats-checker');
      await heading(page, ui('ATS resume checker'));
    },
  },
  {
    name: 'sign-in',
    as: 'visitor',
    visit: async (page) => {
      await page.goto('/auth/sign-in');
      await heading(page, ui('Log in to your account'));
      await page.getByRole('button', { name: ui('Sign in with a passkey') }).waitFor();
    },
  },
  {
    name: 'sign-in, create an account',
    as: 'visitor',
    visit: async (page) => {
      await page.goto('/auth/sign-in');
      await page.getByRole('button', { name: ui('Sign up') }).click();
      await heading(page, ui('Create an account'));
    },
  },
  {
    name: 'forgot password',
    as: 'visitor',
    visit: async (page) => {
      await page.goto('/forgot-password');
      await heading(page, ui('Forgot your password?'));
    },
  },
  {
    name: 'reset password (a mailed link)',
    as: 'visitor',
    visit: async (page) => {
      await page.goto('/reset-password#token=a-token-from-a-mail');
      await page.getByRole('form', { name: ui('Set a new password') }).waitFor();
    },
  },
  {
    name: 'verify email (a refused link)',
    as: 'visitor',
    visit: async (page) => {
      await page.goto('/verify-email#token=not-a-real-token');
      await heading(page, ui('Verify your email'));
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'terms of service',
    as: 'visitor',
    visit: async (page) => {
      await page.goto('/terms');
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    name: 'privacy policy',
    as: 'visitor',
    visit: async (page) => {
      await page.goto('/privacy');
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    name: 'public share page',
    as: 'visitor',
    pages: true,
    visit: async (page, fixture) => {
      await page.goto(`/r/${fixture.slug}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await firstPage(page).waitFor();
    },
  },
  {
    name: 'page not found',
    as: 'visitor',
    visit: async (page) => {
      await page.goto('/no-such-page');
      await heading(page, ui('Page not found'));
    },
  },

  // The dashboard.
  { name: 'dashboard with a resume and a letter', as: 'user', visit: dashboard },
  {
    name: 'dashboard, Create New Resume dialog',
    as: 'user',
    visit: async (page, fixture) => {
      await dashboard(page, fixture);
      await page.getByRole('button', { name: ui('Create new resume') }).click();
      await dialogOpen(page, ui('Create New Resume'));
    },
  },
  {
    name: 'dashboard, Rename dialog',
    as: 'user',
    visit: async (page, fixture) => {
      await dashboard(page, fixture);
      await page.getByRole('button', { name: ui('Actions for {title}', { title: fixture.resumeTitle }) }).click();
      await page.getByRole('menuitem', { name: ui('Rename') }).click();
      await dialogOpen(page, ui('Edit Resume Title'));
    },
  },
  {
    name: 'dashboard, delete confirmation',
    as: 'user',
    visit: async (page, fixture) => {
      await dashboard(page, fixture);
      await page.getByRole('button', { name: ui('Actions for {title}', { title: fixture.resumeTitle }) }).click();
      await page.getByRole('menuitem', { name: ui('Delete') }).click();
      await dialogOpen(page, ui('Are you absolutely sure?'));
    },
  },

  // The editor: each step, each pane, each dialog.
  ...Array.from({ length: EDITOR_STEPS }, (_, index): Screen => ({
    name: `editor, step ${index + 1}`,
    as: 'user',
    ...(index === 0 && { pages: true as const }),
    visit: (page, fixture) => editor(page, fixture, index + 1),
  })),
  {
    name: 'editor, Design pane',
    as: 'user',
    visit: async (page, fixture) => {
      await editor(page, fixture);
      await pane(page, 'Design').click();
      await page
        .getByRole('region', { name: ui('Design') })
        .getByRole('combobox', { name: ui('Font'), exact: true })
        .waitFor();
    },
  },
  {
    name: 'editor, Design pane, Add section dialog',
    as: 'user',
    visit: async (page, fixture) => {
      await editor(page, fixture);
      await pane(page, 'Design').click();
      const design = page.getByRole('region', { name: ui('Design') });
      await design.getByRole('tab', { name: ui('Sections') }).click();
      await design.getByRole('button', { name: ui('Add section') }).click();
      await dialogOpen(page, ui('Add a section'));
    },
  },
  {
    name: 'editor, Check pane',
    as: 'user',
    visit: async (page, fixture) => {
      await editor(page, fixture);
      await pane(page, 'Check').click();
      await page
        .getByRole('region', { name: ui('ATS check') })
        .getByRole('region', { name: ui('Text read from the {kind} file', { kind: 'PDF' }) })
        .waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'editor, Preview pane',
    as: 'user',
    pages: true,
    only: 'phone',
    visit: previewShown,
  },
  {
    name: 'editor, Customize Template dialog',
    as: 'user',
    visit: async (page, fixture) => {
      await editor(page, fixture);
      await page.getByRole('button', { name: ui('Customize Template') }).click();
      const dialog = await dialogOpen(page, ui('Customize Template'));
      await dialog.locator('[aria-pressed="true"]').waitFor();
    },
  },
  {
    name: 'editor, Share dialog',
    as: 'user',
    visit: async (page, fixture) => {
      await previewShown(page, fixture);
      await previewRegion(page)
        .getByRole('button', { name: ui('Share'), exact: true })
        .click();
      const dialog = await dialogOpen(page, ui('Share'));
      await dialog.getByRole('textbox', { name: ui('Public link') }).waitFor();
    },
  },
  {
    name: 'editor, History dialog',
    as: 'user',
    visit: async (page, fixture) => {
      await previewShown(page, fixture);
      await previewRegion(page)
        .getByRole('button', { name: ui('History'), exact: true })
        .click();
      const dialog = await dialogOpen(page, ui('History'));
      await dialog.getByText(fixture.versionName).first().waitFor();
    },
  },
  {
    name: 'editor, Export dialog',
    as: 'user',
    visit: async (page, fixture) => {
      await previewShown(page, fixture);
      await previewRegion(page)
        .getByRole('button', { name: ui('Export'), exact: true })
        .click();
      await dialogOpen(page, ui('Export'));
    },
  },
  {
    name: 'view page',
    as: 'user',
    pages: true,
    visit: async (page, fixture) => {
      await page.goto(`/my-resume/${fixture.resumeId}/view`);
      await heading(page, ui('Congrats! Your ultimate AI-generated resume is ready!'));
      await firstPage(previewRegion(page)).waitFor();
    },
  },

  // Account, applications, letters.
  {
    name: 'account settings',
    as: 'user',
    visit: async (page) => {
      await page.goto('/account');
      await heading(page, ui('Account settings'));
      await page
        .getByRole('region', { name: ui('Profile') })
        .getByLabel(ui('Email'), { exact: true })
        .waitFor();
    },
  },
  {
    name: 'applications, list',
    as: 'user',
    visit: async (page) => {
      await page.goto('/applications');
      await heading(page, ui('Applications'));
      await page.getByRole('tabpanel').getByText('Ramp').first().waitFor();
    },
  },
  {
    name: 'applications, board',
    as: 'user',
    visit: async (page) => {
      await page.goto('/applications?view=board');
      await page
        .getByRole('region', { name: new RegExp(`^${ui('Saved', {}, 'applications.stage.saved')} \\(`) })
        .getByText('Ramp')
        .waitFor();
    },
  },
  {
    name: 'applications, calendar',
    as: 'user',
    visit: async (page) => {
      await page.goto('/applications?view=calendar');
      await page.getByRole('tab', { name: ui('Calendar'), selected: true }).waitFor();
      await page.getByRole('tabpanel').waitFor();
    },
  },
  {
    name: 'applications, insights',
    as: 'user',
    visit: async (page) => {
      await page.goto('/applications?view=insights');
      await page.getByRole('tab', { name: ui('Insights'), selected: true }).waitFor();
      await page.getByRole('table', { name: ui('By stage') }).waitFor();
    },
  },
  {
    name: 'an application with its job match',
    as: 'user',
    visit: async (page, fixture) => {
      await page.goto(`/applications/${fixture.applicationId}`);
      // The application's role and company, as it holds them: no words of the interface.
      await heading(page, 'Accessibility Engineer · Ramp');
      await page.getByText('Letter to Ramp').first().waitFor();
    },
  },
  {
    name: 'a cover letter',
    as: 'user',
    pages: true,
    visit: async (page, fixture) => {
      await page.goto(`/cover-letters/${fixture.letterId}`);
      await heading(page, 'Letter to Ramp');
      await firstPage(page).waitFor({ state: 'attached', timeout: 30_000 });
    },
  },

  // The admin.
  {
    name: 'admin, templates',
    as: 'admin',
    visit: async (page) => {
      await page.goto('/admin');
      await heading(page, ui('Admin Dashboard'));
      await page.getByRole('heading', { name: 'Classic' }).waitFor();
    },
  },
  {
    name: 'admin, users',
    as: 'admin',
    visit: async (page) => {
      await page.goto('/admin');
      await page.getByRole('tab', { name: ui('Users') }).click();
      await page
        .getByRole('table', { name: ui('Users') })
        .getByRole('cell', { name: adminEmail, exact: true })
        .waitFor();
    },
  },
];

let browser: Browser;
let fixture: Fixture;
const pages = {} as Record<Role, Page>;

beforeAll(async () => {
  browser = await launchBrowser();
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  pages.visitor = (await newPage(browser, baseUrl)).page;
  const user = (await newPage(browser, baseUrl)).page;
  await signUp(user, `a11y-${stamp}@e2e.test`, 'Alex Access');
  fixture = await makeFixture(user);
  pages.user = user;
  const admin = (await newPage(browser, baseUrl)).page;
  await signIn(admin, adminEmail, adminPassword);
  pages.admin = admin;
});

afterAll(async () => {
  await browser?.close();
});

describe('the scan', () => {
  it('fails a screen with a serious or critical violation, naming the rule, its help and the element', async () => {
    const page = pages.visitor;
    await page.setViewportSize({ width: VIEWPORTS.desktop.width, height: VIEWPORTS.desktop.height });
    await page.goto('/');
    await heading(page, ui('Build Your Resume With AI'));
    expect(await axeFailures(page)).toEqual([]);
    // A button with no name (critical) and light grey text on white (serious), put on the page for the scan to find.
    await page.evaluate(() => {
      const main = document.getElementById('main')!;
      main.insertAdjacentHTML(
        'afterbegin',
        '<button id="unnamed" type="button"></button><p id="faint" style="color:#bbb;background:#fff">Faint</p>',
      );
    });
    const failures = await axeFailures(page);
    expect(failures.map((failure) => [failure.id, failure.impact]).sort()).toEqual([
      ['button-name', 'critical'],
      ['color-contrast', 'serious'],
    ]);
    const message = describeFailures('landing', failures);
    expect(message).toContain('#unnamed');
    expect(message).toContain('#faint');
    expect(message).toMatch(/button-name \(critical\): .* — https:\/\/dequeuniversity\.com\/rules\/axe\//);
  });
});

describe('prefers-reduced-motion', () => {
  /** The computed transition and animation of the first element `selector` finds, in seconds. */
  const motion = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        const seconds = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part)));
        return {
          transition: seconds(style.transitionDuration),
          animation: seconds(style.animationDuration),
          iterations: style.animationIterationCount,
        };
      });

  it('turns transitions and animations off, and slows spinners down, when the system asks for less motion', async () => {
    const page = pages.visitor;
    await page.goto('/');
    await heading(page, ui('Build Your Resume With AI'));
    // A spinner as the app draws one (components/ui/spinner.tsx), and an element that animates without end.
    await page.evaluate(() => {
      document
        .getElementById('main')!
        .insertAdjacentHTML(
          'beforeend',
          '<span id="spinner" class="animate-spin">.</span><span id="pulse" style="animation: pulse 2s infinite">.</span>',
        );
    });
    // The header's Login button fades its colour on hover (transition-colors).
    const login = 'header a[href="/auth/sign-in"]';

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await motion(page, login)).toMatchObject({ transition: 0.15 });
    expect(await motion(page, '#spinner')).toEqual({ transition: 0, animation: 1, iterations: 'infinite' });
    expect(await motion(page, '#pulse')).toMatchObject({ animation: 2, iterations: 'infinite' });

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await motion(page, login)).transition).toBeLessThan(0.001);
    expect(await motion(page, '#spinner')).toEqual({
      transition: expect.any(Number),
      animation: 3,
      iterations: 'infinite',
    });
    expect(await motion(page, '#pulse')).toMatchObject({ iterations: '1' });
    expect((await motion(page, '#pulse')).animation).toBeLessThan(0.001);
    await page.emulateMedia({ reducedMotion: null });
  });
});

for (const run of RUNS) {
  const { viewport } = run;
  describe(`axe, ${run.language}, ${run.scheme}, ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    beforeAll(async () => {
      language = run.language;
      for (const page of Object.values(pages)) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.emulateMedia({ colorScheme: run.scheme });
        await page.goto('/');
        await applyLanguage(page, run.language);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          run.scheme === 'dark',
        );
      }
    });

    for (const screen of SCREENS.filter((entry) => !entry.only || entry.only === viewport.name)) {
      it(`${screen.name}: no serious or critical violation`, async () => {
        const page = pages[screen.as];
        await screen.visit(page, fixture);
        const where = `${screen.name} (${run.language}, ${run.scheme}, ${viewport.width}×${viewport.height}, ${page.url()})`;
        const failures = await axeFailures(page, { exclude: screen.pages ? [] : [PAGES], targetSize: true });
        expect(failures, describeFailures(where, failures)).toEqual([]);
      });
    }
  });
}
