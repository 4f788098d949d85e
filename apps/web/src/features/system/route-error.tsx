/**
 * Catches a screen that fails to render or whose code chunk fails to load (spec §8 "chunk load
 * error") and shows, inside the site layout, a calm message and a reload. Navigating elsewhere
 * clears it.
 */
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const RouteError = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-12">
      <EmptyState
        tone="error"
        title={t('err_title')}
        description={t('err_body')}
        action={
          <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
            {t('err_reload')}
          </button>
        }
      />
    </div>
  );
};

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { failedAt: string | null };

export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ failedAt: null });
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
