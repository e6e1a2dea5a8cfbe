import { DevLayout } from './dev-layout';
import { RaiseWarningForm } from './raise-warning-form';
import { WeatherWarningLists } from './weather-warning-lists';

/**
 * /dev/weather: the local stand-in for the National Weather Service (decision 049). Raise a
 * warning for a ZIP code; the poller reads it through the same client as the real alerts API,
 * and each parent at that ZIP has it recorded once for her day.
 */
export function WeatherPage() {
  return (
    <DevLayout
      title="Weather stand-in"
      note="Raise a National Weather Service warning for a ZIP code. The poller reads it as it would the real alerts, every five minutes, or at once when you raise one or press Poll now."
    >
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <RaiseWarningForm />
        <WeatherWarningLists />
      </div>
    </DevLayout>
  );
}
