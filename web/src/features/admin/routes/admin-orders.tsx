import {
  ChevronLeft,
  ChevronRight,
  Download,
  FlaskConical,
  LogOut,
  RefreshCw,
  Search,
  TriangleAlert,
  X,
} from 'lucide-react';
import { ORDER_STATUSES, type OrderStatus as StatusFilter } from '@contract/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useAdminLogout } from '../api/admin-logout';
import { useCreateTestOrder } from '../api/create-test-order';
import { adminAuthQueryKey } from '../api/get-admin-auth';
import { useNeedsAttentionCount } from '../api/get-needs-attention-count';
import { useOrders, type AdminOrder } from '../api/get-orders';
import { useOrdersSummary } from '../api/get-orders-summary';
import { useRefundOrder } from '../api/refund-order';
import { formatAmount, statusLabel } from '../lib/format';
import { ordersSearch, type OrdersQuery } from '../lib/orders-query';
import { useResendEmail } from '../api/resend-email';
import { useRetryFailedAds } from '../api/retry-failed-ads';
import { useUpdateOrderStatus, type OrderStatus } from '../api/update-order-status';
import { AdminLayout } from '../components/admin-layout';
import { OrdersChart } from '../components/orders-chart';
import { OrdersTable } from '../components/orders-table';

/** Orders per page (the server pages any number of them; decision 063). */
const PAGE_SIZE = 50;

const serverMessageOr = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.serverMessage ? errorMessage(err) : fallback;

export function AdminOrdersPage() {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const [attentionOnly, setAttentionOnly] = useState(false);
  const [status, setStatus] = useState<StatusFilter | ''>('');
  const [page, setPage] = useState(1);
  // Every filter and the page go to the server: it searches, counts and pages any number of orders.
  const query: OrdersQuery = { email, status, needsAttention: attentionOnly, page, pageSize: PAGE_SIZE };
  const orders = useOrders(query);
  const summary = useOrdersSummary(query);
  const refund = useRefundOrder();
  const attention = useNeedsAttentionCount();
  const retry = useRetryFailedAds();
  const resend = useResendEmail();
  const update = useUpdateOrderStatus();
  const logout = useAdminLogout();
  const testOrder = useCreateTestOrder();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!orders.isError) return;
    toast({ title: 'Failed to fetch orders', description: errorMessage(orders.error), variant: 'destructive' });
    // An expired admin session: the guard then sends the admin back to /admin/login.
    if (orders.error instanceof ApiError && orders.error.status === 401)
      queryClient.setQueryData(adminAuthQueryKey, null);
  }, [orders.isError, orders.error, queryClient]);

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Logged out', description: 'You have been logged out of the admin panel', variant: 'success' });
        navigate('/admin/login');
      },
      onError: (err) => toast({ title: 'Logout failed', description: errorMessage(err), variant: 'destructive' }),
    });

  const onStatusChange = (orderId: string, status: OrderStatus) =>
    update.mutate(
      { orderId, status },
      {
        onSuccess: () =>
          toast({
            title: 'Status Updated',
            description: 'The order status has been updated successfully',
            variant: 'success',
          }),
        onError: (err) =>
          toast({
            title: 'Update Failed',
            description: serverMessageOr(err, 'Failed to update order status'),
            variant: 'destructive',
          }),
      },
    );

  const onCreateTestOrder = () =>
    testOrder.mutate(undefined, {
      onSuccess: () => toast({ title: 'Test Order Created', variant: 'success' }),
      onError: (err) =>
        toast({
          title: 'Failed to Create Test Order',
          description: serverMessageOr(err, 'An error occurred'),
          variant: 'destructive',
        }),
    });

  const onRetry = (orderId: string) =>
    retry.mutate(orderId, {
      onSuccess: (r) =>
        toast({
          title:
            r.status === 'retrying'
              ? 'Retrying Failed Ads'
              : r.status === 'busy'
                ? 'Already Retrying'
                : 'Nothing to Retry',
          description:
            r.status === 'retrying'
              ? `${r.ads} ${r.ads === 1 ? 'ad is' : 'ads are'} being made again; the buyer gets the e-mail when all are ready.`
              : undefined,
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: 'Retry Failed',
          description: serverMessageOr(err, 'Could not retry the failed ads'),
          variant: 'destructive',
        }),
    });

  const onResend = (orderId: string) =>
    resend.mutate(orderId, {
      onSuccess: (r) =>
        toast({
          title: r.repeated ? 'Already Sent' : r.queued ? 'E-mail Queued' : 'E-mail Sent',
          description: r.to ? `To ${r.to}` : undefined,
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: 'Resend Failed',
          description: serverMessageOr(err, 'Could not resend the e-mail'),
          variant: 'destructive',
        }),
    });

  const onRefund = (order: AdminOrder) => {
    const left = formatAmount(order.amount - order.refundedAmount);
    if (!window.confirm(`Refund ${left} to ${order.customerEmail}? The buyer gets an e-mail.`)) return;
    refund.mutate(order.id, {
      onSuccess: (r) =>
        toast({
          title:
            r.status === 'already-refunded'
              ? 'Already Refunded'
              : r.status === 'pending'
                ? 'Refund Pending'
                : 'Refunded',
          description: r.refunded ? `${formatAmount(r.refunded)} to ${order.customerEmail}` : undefined,
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: 'Refund Failed',
          description: serverMessageOr(err, 'Could not refund the order'),
          variant: 'destructive',
        }),
    });
  };

  const list = orders.data ?? [];
  const total = summary.data?.total;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / PAGE_SIZE));
  const attentionCount = attention.data?.count ?? 0;
  const state = orders.isPending ? 'loading' : orders.isError ? 'error' : 'ready';

  return (
    <AdminLayout
      actions={
        <button type="button" className="btn btn-ghost btn-sm" onClick={onLogout} disabled={logout.isPending}>
          <LogOut className="size-4" aria-hidden="true" /> Logout
        </button>
      }
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Orders</h1>
          <p className="text-sm text-base-content/70">
            {orders.isSuccess && total !== undefined
              ? `${total} ${total === 1 ? 'order' : 'orders'}${email ? ` matching “${email}”` : ''}`
              : 'All purchases, newest first'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* docs/product.md section 2: the create-test-order action exists but its button is disabled. */}
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled
            onClick={onCreateTestOrder}
            title="Disabled"
          >
            <FlaskConical className="size-4" aria-hidden="true" /> Create Test Order
          </button>
          <a
            className="btn btn-sm btn-outline"
            href={`/api/admin/orders/export?${ordersSearch(query, false)}`}
            download
          >
            <Download className="size-4" aria-hidden="true" /> Export CSV
          </a>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => void Promise.all([orders.refetch(), summary.refetch()])}
            disabled={orders.isFetching}
          >
            <RefreshCw className={`size-4 ${orders.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" /> Refresh
          </button>
        </div>
      </div>

      <form
        role="search"
        className="mt-5 flex max-w-xl gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setEmail(draft.trim());
          setPage(1);
        }}
      >
        <label className="input input-sm sm:input-md flex grow items-center gap-2">
          <Search className="size-4 text-base-content/70" aria-hidden="true" />
          <input
            type="search"
            className="grow"
            placeholder="Search by email"
            aria-label="Search by email"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-sm sm:btn-md btn-neutral">
          Search
        </button>
        {email && (
          <button
            type="button"
            className="btn btn-sm sm:btn-md btn-ghost"
            onClick={() => {
              setDraft('');
              setEmail('');
              setPage(1);
            }}
          >
            <X className="size-4" aria-hidden="true" /> Clear
          </button>
        )}
        <button
          type="button"
          aria-pressed={attentionOnly}
          className={`btn btn-sm sm:btn-md ${attentionOnly ? 'btn-error' : attentionCount > 0 ? 'btn-outline btn-error' : 'btn-ghost'}`}
          onClick={() => {
            setAttentionOnly((on) => !on);
            setPage(1);
          }}
        >
          <TriangleAlert className="size-4" aria-hidden="true" /> Needs attention ({attentionCount})
        </button>
        <select
          className="select select-sm sm:select-md w-auto"
          aria-label="Filter by status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as StatusFilter | '');
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </form>

      <div className="mt-5">{summary.data && <OrdersChart daily={summary.data.daily} />}</div>

      <div className="mt-5">
        <OrdersTable
          orders={list}
          state={state}
          updating={update.isPending}
          onStatusChange={onStatusChange}
          acting={retry.isPending || resend.isPending || refund.isPending}
          onRetry={onRetry}
          onResend={onResend}
          onRefund={onRefund}
        />
      </div>

      {pages > 1 && (
        <nav className="mt-4 flex items-center justify-center gap-3" aria-label="Order pages">
          <button
            type="button"
            className="btn btn-sm"
            disabled={page <= 1 || orders.isFetching}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            <ChevronLeft className="size-4" aria-hidden="true" /> Previous
          </button>
          <span className="text-sm tabular-nums">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="btn btn-sm"
            disabled={page >= pages || orders.isFetching}
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
          >
            Next <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </nav>
      )}
    </AdminLayout>
  );
}
