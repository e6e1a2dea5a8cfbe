import { DevLayout } from './dev-layout';
import { MessageRoutes } from './message-routes';
import { SendTestForm } from './send-test-form';
import { ServiceClock } from './service-clock';

/** /dev: the service's clock, where messages go, and test sends through each channel. */
export function DevHomePage() {
  return (
    <DevLayout title="Developer tools" documentTitle="Developer tools">
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <ServiceClock />
          <MessageRoutes />
        </div>
        <SendTestForm />
      </div>
    </DevLayout>
  );
}
