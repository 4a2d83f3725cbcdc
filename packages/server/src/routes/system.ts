import { ok } from '../http/envelope.js';
import { route, type AnyRoute } from '../http/route.js';

export const appConfigRoute = route({
  method: 'GET',
  url: '/app/config',
  summary: 'What the web app shows from configuration: documentation link and footer',
  tag: 'system',
  access: 'public',
  handler({ services }) {
    return ok({ docsUrl: services.config.docsUrl, footer: services.config.footer });
  },
});

export const systemRoutes: AnyRoute[] = [appConfigRoute];
