import type { DependencyContainer } from 'tsyringe';
import type { EntityManager } from '@mikro-orm/sql';
import { AttemptCounters } from '../auth/attemptCounters.ts';
import { AuthService } from '../auth/authService.ts';
import { LoginRateLimiter } from '../auth/loginRateLimiter.ts';
import { PasswordResetService } from '../auth/passwordResetService.ts';
import { RequestLimits } from '../auth/requestLimits.ts';
import { SessionCache } from '../auth/sessionCache.ts';
import { SessionService } from '../auth/sessionService.ts';
import type { Settings } from '../config/schema.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { RealtimeBus } from '../realtime/realtimeBus.ts';
import { ENTITY_MANAGER, JOBS, REALTIME, SETTINGS } from './tokens.ts';

/**
 * Request-scoped services, registered once on the process container as factories. A factory
 * runs in the container that resolves it, which is the request's child, so each service gets
 * that request's entity manager.
 */
export function registerServices(container: DependencyContainer): void {
  const em = (c: DependencyContainer) => c.resolve<EntityManager>(ENTITY_MANAGER);
  const settings = (c: DependencyContainer) => c.resolve<Settings>(SETTINGS);

  container.register(SessionService, { useFactory: (c) => new SessionService(() => em(c), settings(c), c.resolve(SessionCache)) });
  container.register(AttemptCounters, { useFactory: (c) => new AttemptCounters(em(c)) });
  container.register(LoginRateLimiter, { useFactory: (c) => new LoginRateLimiter(c.resolve(AttemptCounters), settings(c)) });
  container.register(RequestLimits, { useFactory: (c) => new RequestLimits(c.resolve(AttemptCounters), settings(c)) });
  container.register(AuthService, {
    useFactory: (c) =>
      new AuthService(em(c), c.resolve(SessionService), c.resolve(LoginRateLimiter), c.resolve(RequestLimits), c.resolve<RealtimeBus>(REALTIME)),
  });
  container.register(PasswordResetService, {
    useFactory: (c) => new PasswordResetService(em(c), settings(c), c.resolve<JobQueue>(JOBS), c.resolve(AuthService), c.resolve(RequestLimits)),
  });
}
