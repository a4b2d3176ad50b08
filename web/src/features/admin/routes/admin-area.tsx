import { Redirect, Route, Switch } from 'wouter';
import { NotFoundPage } from '@/components/not-found-page';
import { AdminGuard } from '../components/admin-guard';
import { AdminLayout } from '../components/admin-layout';
import { AdminOrdersPage } from './admin-orders';

/** Every /admin path except /admin/login: guarded, then routed (one lazy chunk for the admin area). */
export function AdminArea() {
  return (
    <AdminGuard>
      <Switch>
        <Route path="/admin/orders" component={AdminOrdersPage} />
        <Route path="/admin">
          <Redirect to="/admin/orders" replace />
        </Route>
        <Route>
          <AdminLayout>
            <NotFoundPage />
          </AdminLayout>
        </Route>
      </Switch>
    </AdminGuard>
  );
}
