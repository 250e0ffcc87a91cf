/** `npm run bench:dashboards`: only the dashboards' figures (dashboard-bench.ts), printed; needs `dist/` (npm run build). */
import { benchDashboards } from './dashboard-bench.js';

benchDashboards()
  .then((figures) => console.log(JSON.stringify(figures, null, 2)))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
