import { AlertManageInput, AlertManageResult, AlertTokenQuery, type AlertSummary } from '@civicbrief/contracts';
import { signAlertLink } from '../../alerts/links';
import { perClient, READ_ALLOWANCE } from '../newsletter/limits';
import { alertGone, alertOf, errors, type AlertsFastify } from './alert-tokens';

/** The manage link's page: every alert of the address, each one's frequency changed or the alert deleted. */
export function alertManageRoutes(fastify: AlertsFastify): void {
  const { linkSecret, rateLimitPerMinute } = fastify.config.intake;
  const { alerts } = fastify;

  /** The address's alerts, with a manage token of one that still exists (the link's own may just have been deleted). */
  const manageAnswer = (found: { email: string; alerts: AlertSummary[] }) => ({
    email: found.email,
    alerts: found.alerts,
    token: found.alerts.length > 0 ? signAlertLink(linkSecret, 'manage', found.alerts[0].id) : null,
  });

  fastify.get(
    '/api/alerts/manage',
    {
      ...perClient(rateLimitPerMinute * READ_ALLOWANCE, 'alert-manage'),
      schema: {
        tags: ['alerts'],
        summary: "Every alert of the link's address",
        querystring: AlertTokenQuery,
        response: { 200: AlertManageResult, ...errors },
      },
    },
    async (request) => {
      const found = await alerts.listFor(alertOf(linkSecret, request.query.token, ['manage']));
      if (!found) throw alertGone();
      return manageAnswer(found);
    },
  );

  fastify.post(
    '/api/alerts/manage',
    {
      ...perClient(rateLimitPerMinute, 'alert-change'),
      schema: {
        tags: ['alerts'],
        summary: 'Change how often an alert is sent, or delete it',
        body: AlertManageInput,
        response: { 200: AlertManageResult, ...errors },
      },
    },
    async (request) => {
      const { token, ...target } = request.body;
      const changed = await alerts.change(alertOf(linkSecret, token, ['manage']), target);
      if (!changed || !changed.found) throw alertGone();
      return manageAnswer(changed);
    },
  );
}
