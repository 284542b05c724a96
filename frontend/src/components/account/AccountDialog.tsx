import { useState, type FormEvent } from 'react';
import { PASSWORD_RULE } from '@uniform/contracts';
import { Button } from '../ui/Button';
import { Dialog, DialogContent } from '../ui/Dialog';
import { FieldError, Input, Label } from '../ui/Field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { toast } from '../ui/use-toast';
import { parseApiError } from '../../lib/api';
import { displayName, useSignIn, useSignOut, useSignUp, useSimpleUser } from '../../lib/auth';
import { PasswordInput } from './PasswordInput';

/** "Account Access": Sign In / Sign Up when signed out, the account control when signed in. */
export function AccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data: user } = useSimpleUser();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Account Access">
        {user ? (
          <SignedIn email={user.email} name={displayName(user)} onDone={() => onOpenChange(false)} />
        ) : (
          <SignedOut onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SignedIn({ email, name, onDone }: { email: string; name: string; onDone: () => void }) {
  const signOut = useSignOut();
  return (
    <div className="space-y-4">
      <div>
        <p className="font-medium">{name}</p>
        <p className="text-sm text-stone-600">{email}</p>
      </div>
      <Button
        variant="secondary"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => {
              toast({ title: 'Signed out', description: "You've been signed out successfully." });
              onDone();
            },
            onError: (error) =>
              toast({
                title: 'Sign out failed',
                description: parseApiError(error).message,
                variant: 'destructive',
              }),
          })
        }
      >
        Sign Out
      </Button>
    </div>
  );
}

function SignedOut({ onDone }: { onDone: () => void }) {
  return (
    <div className="space-y-4">
      <Tabs defaultValue="signin">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="pt-4">
          <SignInForm onDone={onDone} />
        </TabsContent>
        <TabsContent value="signup" className="pt-4">
          <SignUpForm onDone={onDone} />
        </TabsContent>
      </Tabs>
      <Button variant="secondary" disabled className="w-full" title="Saving a profile is a premium feature">
        Save Profile{' '}
        <span className="rounded bg-gold-soft px-1.5 py-0.5 text-xs font-semibold text-ink">Premium</span>
      </Button>
    </div>
  );
}

function SignInForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const signIn = useSignIn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email || !password) return setError('Email and password are required');
    setError(undefined);
    // mutateAsync, not mutate's callbacks: a successful sign-in swaps this form for the signed-in
    // view, and callbacks given to mutate() do not run once the form has unmounted.
    signIn.mutateAsync({ email, password }).then(
      () => {
        toast({ title: 'Welcome back!', description: 'Successfully signed in to your account.' });
        setEmail('');
        setPassword('');
        onDone();
      },
      (err: unknown) =>
        toast({
          title: 'Sign in failed',
          description: parseApiError(err, 'Invalid email or password.').message,
          variant: 'destructive',
        }),
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-2">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signin-password">Password</Label>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <FieldError id="signin-error">{error}</FieldError>
      <Button type="submit" className="w-full" disabled={!email || !password || signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

function SignUpForm({ onDone }: { onDone: () => void }) {
  const [fields, setFields] = useState({ email: '', password: '', firstName: '', lastName: '' });
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string>();
  const signUp = useSignUp();
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.email || !fields.password || !consent)
      return setError('Email, password, and consent are required');
    setError(undefined);
    signUp
      .mutateAsync({
        email: fields.email,
        password: fields.password,
        firstName: fields.firstName || undefined,
        lastName: fields.lastName || undefined,
        dataRetentionConsent: true,
      })
      .then(
        () => {
          toast({ title: 'Account created!', description: 'Your profile has been saved successfully.' });
          setFields({ email: '', password: '', firstName: '', lastName: '' });
          setConsent(false);
          onDone();
        },
        (err: unknown) => {
          const details = parseApiError(err, 'Please try again.');
          toast({
            title: 'Sign up failed',
            description: details.issues?.[0]?.message ?? details.message,
            variant: 'destructive',
          });
        },
      );
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-2">
        <Label htmlFor="signup-email">Email</Label>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={set('email')}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-password">Password</Label>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          aria-describedby="password-rule"
          value={fields.password}
          onChange={set('password')}
        />
        <p id="password-rule" className="text-xs text-stone-500">
          {PASSWORD_RULE}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-2">
          <Label htmlFor="signup-first">First name (optional)</Label>
          <Input
            id="signup-first"
            autoComplete="given-name"
            value={fields.firstName}
            onChange={set('firstName')}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-last">Last name (optional)</Label>
          <Input
            id="signup-last"
            autoComplete="family-name"
            value={fields.lastName}
            onChange={set('lastName')}
          />
        </div>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-ink"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
        <span>Save my style profile</span>
      </label>
      <FieldError id="signup-error">{error}</FieldError>
      <Button
        type="submit"
        className="w-full"
        disabled={!fields.email || !fields.password || !consent || signUp.isPending}
      >
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
