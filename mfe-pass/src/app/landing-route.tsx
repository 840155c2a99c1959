import '../features/landing/i18n';
import { LandingPage } from '../features/landing/components/landing-page';

/** The lazily loaded /landing route. */
export default LandingPage;
