import { Lock } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../shared/ui/Card';
import { SOCIAL_MEDIA_TEASER } from '../content/dashboard-content';
import { PremiumBadge } from './PremiumBadge';

/** The premium social-media tab's teaser (spec 2 §2.1, §6): nothing to use, an upgrade to come. */
export function SocialMediaTeaser() {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <Lock className="h-5 w-5 text-stone-500" aria-hidden />
          <CardTitle>{SOCIAL_MEDIA_TEASER.title}</CardTitle>
          <PremiumBadge />
        </div>
        <CardDescription>{SOCIAL_MEDIA_TEASER.text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button disabled aria-describedby="upgrade-note">
          {SOCIAL_MEDIA_TEASER.action}
        </Button>
        <p id="upgrade-note" className="mt-2 text-xs text-stone-500">
          Premium plans are not available yet.
        </p>
      </CardContent>
    </Card>
  );
}
