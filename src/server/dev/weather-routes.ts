import { Hono } from 'hono';
import { z } from 'zod';
import { okResponse } from '../../shared/api-response';
import { raiseStandInWarningSchema, standInWarningsSchema } from '../../shared/weather';
import type { Clock } from '../clock';
import type { WeatherService } from '../features/weather/service';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import { sendJson } from '../http/send-json';
import { validate } from '../http/validate';

/**
 * /api/dev/weather: the local weather stand-in (decision 049). A developer raises a warning for
 * a ZIP code, sees the warnings in force and what the poller recorded, polls at once, and clears
 * a warning. Mounted with the other dev tools, only in local mode.
 */
export function weatherStandInRoutes(deps: {
  weather: WeatherService;
  clock: Clock;
  logger: Logger;
}) {
  const { weather, clock } = deps;
  const standIn = () => {
    if (!weather.usesStandIn)
      throw new AppError('not_found', 'The weather stand-in is off: WEATHER_USER_AGENT is set.');
    return weather.standIn;
  };
  return new Hono<AppEnv>()
    .get('/', async (c) => sendJson(c, standInWarningsSchema, await standIn().list(clock.now())))
    .post('/', validate('json', raiseStandInWarningSchema), async (c) => {
      await standIn().raise(c.req.valid('json'), clock.now());
      // Polled at once, so the page shows what the worker makes of it without a wait.
      await weather.poll(deps.logger);
      return sendJson(c, standInWarningsSchema, await standIn().list(clock.now()), 201);
    })
    .post('/poll', async (c) => {
      standIn();
      await weather.poll(deps.logger);
      return sendJson(c, standInWarningsSchema, await standIn().list(clock.now()));
    })
    .delete('/:id', validate('param', z.object({ id: z.uuid() })), async (c) => {
      if (!(await standIn().clear(c.req.valid('param').id)))
        throw new AppError('not_found', 'No such warning.');
      return sendJson(c, okResponse, { ok: true });
    });
}
