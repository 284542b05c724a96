import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/landing';
import { Layout } from './layout/Layout';
import { trackPageLoad } from './page-loads';

/**
 * Route modules load on demand. The router's navigations are React transitions, so a navigation
 * commits only once the page's code is here: the old page stays (the layout shows a progress bar)
 * instead of flashing a spinner, and the new page's #anchor exists when the layout scrolls to it. The
 * landing page is the exception: it is the first page most visitors see, so it ships in the entry (the
 * layout shows its footer anyway) and its hero does not wait for a second round trip. Each lazy page
 * comes inside the app's QueryClient, which loads with it (the landing page draws without TanStack
 * Query).
 *
 * Declarative routes, not the data router (createBrowserRouter): no page here has a loader or an
 * action, and the data router is 16 kB more gzip JavaScript in the landing page's entry (issue 23).
 */
const page = (load: () => Promise<ComponentType>) =>
  lazy(() =>
    trackPageLoad(
      Promise.all([import('../shared/api/query-provider'), load()]).then(([{ withQueries }, Page]) => ({
        default: withQueries(Page),
      })),
    ),
  );

const OnboardingPage = page(async () => (await import('../features/onboarding')).OnboardingPage);
const DashboardPage = page(async () => (await import('../features/dashboard')).DashboardPage);
const GetupPage = page(async () => (await import('../features/getup')).GetupPage);
const PersonalityQuizPage = page(async () => (await import('../features/quiz')).PersonalityQuizPage);
const FamilyManifestoPage = page(async () => (await import('../features/manifesto')).FamilyManifestoPage);
const MeditationPage = page(async () => (await import('../features/meditation')).MeditationPage);
const AccountPage = page(async () => (await import('../features/account')).loadAccountPage());
const TermsPage = page(async () => (await import('../features/legal')).TermsPage);
const PrivacyPage = page(async () => (await import('../features/privacy')).PrivacyPage);
const NotFoundPage = page(async () => (await import('./routes/NotFoundPage')).default);

/** Every route of spec 1 §2; the gateway serves the app for these with 200 and for anything else with 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/onboarding" element={<OnboardingPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/getup" element={<GetupPage />} />
        <Route path="/personality-quiz" element={<PersonalityQuizPage />} />
        <Route path="/family-manifesto" element={<FamilyManifestoPage />} />
        <Route path="/meditation" element={<MeditationPage />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
