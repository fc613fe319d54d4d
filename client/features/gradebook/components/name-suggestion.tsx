import { Button } from '@client/components/ui/button';

/**
 * The one-tap way out of a refused duplicate name (issue 25): „„Ben Schäfer (2)“ übernehmen“
 * puts the suggested name into the field (the form's first text input, which gets the focus); the teacher still saves it, or types a better one.
 */
export function NameSuggestion({ suggestion, onTake }: { suggestion: string | null | undefined; onTake: (name: string) => void }) {
  if (!suggestion) return null;
  return (
    <Button
      variant="secondary"
      className="w-full sm:w-auto"
      onClick={(e) => {
        // The button goes away once taken: focus moves to the field that now holds the name.
        const field = e.currentTarget.form?.querySelector<HTMLInputElement>('input[type="text"], input:not([type])');
        onTake(suggestion);
        field?.focus();
      }}
    >
      „{suggestion}“ übernehmen
    </Button>
  );
}
