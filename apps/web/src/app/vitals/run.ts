import { startVitals } from './start';

// main.tsx imports this module after the page's load event: players' own figures start here (issue 22).
void startVitals();
