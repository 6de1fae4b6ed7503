import { LayoutDashboard } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useT } from '../lib/i18n/i18n-provider.tsx';
import { Button } from './ui/button.tsx';

/** The editors' way back to the dashboard (leaving goes through their LeaveGuard). */
export function BackToDashboardButton() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={t('public.backToDashboard')}
      onClick={() => void navigate('/dashboard')}
    >
      <LayoutDashboard className="h-4 w-4" aria-hidden />
    </Button>
  );
}
