const STEPS = ['Select Ad Style', 'Product Info', 'Generate Ads'];

/** "Step n of 3" with a progress bar (docs/product.md section 9: 3 wizard steps). */
export function WizardProgress({ step }: { step: 1 | 2 | 3 }) {
  return (
    <div className="w-full">
      <div className="mb-2 flex items-center justify-between text-sm">
        <span className="font-semibold text-primary">
          Step {step} of {STEPS.length}
        </span>
        <span className="text-base-content/70">{STEPS[step - 1]}</span>
      </div>
      <progress
        className="progress progress-primary w-full"
        value={step}
        max={STEPS.length}
        aria-label={`Step ${step} of ${STEPS.length}`}
      />
    </div>
  );
}
