import { registerServiceWorker } from '../shared/pwa';
import { warnOnMissingImages } from './diagnostics/missingImages';
import { startVitals } from './vitals/start';

// main.tsx imports this module after the page's load event: what the first screen does not need starts
// here, off its JS budget: the service worker, the missing-image warnings (SPEC 8) and players' own
// figures (issue 22).
registerServiceWorker();
warnOnMissingImages();
void startVitals();
