import { useCallback, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { onlineManager } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRegionalConfig } from '@portal/config';
import type { CustomerDetail } from '@portal/core-api';
import type { ErrorSummaryItem } from '@portal/ui-kit';
import { untilOnline } from '../data/until-online';
import { useSaveContactDetails } from '../data/use-save-contact-details';
import { useVerifyPostcodes, type PostcodeCheck } from '../data/use-verify-postcodes';
import { useContactsTranslation } from '../use-contacts-translation';
import type { AddressMode } from './address-section';
import { toContactDetails, toFormValues, type ContactFormValues } from './contact-form-values';
import { buildContactSchema } from './contact-schema';
import { FIELD_ORDER, fieldId } from './field-ids';
import { portalPaths } from '@portal/session';

export type AddressModes = { residential: AddressMode; postal: AddressMode };

/**
 * The edit form's state: react-hook-form with the regional rules (validate on submit, re-validate on change), the
 * lookup or manual mode of each address, the postcode-to-state check, and the save. Every typed value stays in the
 * form when the save fails. Save pressed offline waits for the connection (`waiting`), then validates and saves what
 * the form holds then; the wait ends unsaved when the customer leaves (`abandon`) or the form unmounts, so nothing is
 * ever saved from a page the customer has left.
 */
export function useContactForm(customer: CustomerDetail) {
  const { t } = useContactsTranslation();
  const regional = useRegionalConfig();
  const navigate = useNavigate();
  const save = useSaveContactDetails();
  const verify = useVerifyPostcodes();
  const [defaultValues] = useState(() => toFormValues(customer, regional.countryId));
  const resolver = useMemo(() => zodResolver(buildContactSchema(regional, t)), [regional, t]);
  const form = useForm<ContactFormValues>({
    defaultValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [modes, setModes] = useState<AddressModes>({
    residential: 'lookup',
    postal: defaultValues.postalCountryId === String(regional.countryId) ? 'lookup' : 'manual',
  });
  const [failed, setFailed] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const wait = useRef<AbortController | null>(null);
  useEffect(() => () => wait.current?.abort(), []);
  const isWaiting = useCallback(() => wait.current !== null, []);

  const showFieldsOf = (kinds: Array<keyof AddressModes>) =>
    setModes((current) => ({ ...current, ...Object.fromEntries(kinds.map((kind) => [kind, 'manual'])) }));

  const checksFor = (values: ContactFormValues): PostcodeCheck[] => {
    if (!regional.featureFlag.postcodeVerificationFeature) return [];
    const checks: PostcodeCheck[] = [{ kind: 'residential', postcode: values.residential.PostCode, state: values.residential.State }];
    if (!values.postalSame && values.postalCountryId === String(regional.countryId)) {
      checks.push({ kind: 'postal', postcode: values.postal.PostCode, state: values.postal.State });
    }
    return checks.filter((check) => check.state.trim() !== '');
  };

  /** True once online; false when the wait was abandoned or another Save is already waiting. */
  const connected = async (): Promise<boolean> => {
    if (onlineManager.isOnline()) return true;
    if (wait.current) return false;
    const controller = new AbortController();
    wait.current = controller;
    setWaiting(true);
    try {
      await untilOnline(controller.signal);
      return !controller.signal.aborted;
    } catch {
      return false;
    } finally {
      wait.current = null;
      setWaiting(false);
    }
  };

  const onValid = async (values: ContactFormValues): Promise<void> => {
    // Offline: wait, then submit afresh, so what is saved is what the form holds (and passes) when the connection is back.
    if (!onlineManager.isOnline()) return (await connected()) ? submit() : undefined;
    setFailed(false);
    setVerifying(true);
    const { mismatched, takenOver } = await verify(checksFor(values)).finally(() => setVerifying(false));
    // Section 8 took over a lookup (the session ended, or the service is unavailable; offline, the notice says so):
    // nothing is saved, and the form keeps every typed value with the contact failure said.
    if (takenOver) return setFailed(true);
    if (mismatched.length > 0) {
      const labels = regional.regionalisation.address;
      for (const kind of mismatched) {
        const message = t('error.postcodeState', { label: labels.postcodeLabel.toLowerCase(), state: labels.stateLabel.toLowerCase() });
        form.setError(`${kind}.PostCode`, { type: 'postcode-state', message });
      }
      showFieldsOf(mismatched);
      return;
    }
    try {
      await save.mutateAsync(toContactDetails(values, customer.ClientId, regional.countryId));
      await navigate(`${portalPaths.contacts}?success=1`);
    } catch {
      setFailed(true);
    }
  };

  const onInvalid = (errors: FieldErrors<ContactFormValues>) => {
    showFieldsOf((['residential', 'postal'] as const).filter((kind) => errors[kind]));
  };
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(onValid, onInvalid)(event);

  const order = regional.regionalisation.updateContactDetails.swapPhoneNumberFields
    ? FIELD_ORDER.map((path) => (path === 'mobile' ? 'homePhone' : path === 'homePhone' ? 'mobile' : path))
    : FIELD_ORDER;
  const errorItems: ErrorSummaryItem[] = order.flatMap((path: FieldPath<ContactFormValues>) => {
    const message = form.getFieldState(path, form.formState).error?.message;
    return message ? [{ fieldId: fieldId(path), message }] : [];
  });

  return {
    form,
    modes,
    setMode: (kind: keyof AddressModes, mode: AddressMode) => setModes((current) => ({ ...current, [kind]: mode })),
    onSubmit: submit,
    errorItems,
    saving: save.isPending || verifying,
    waiting,
    /** Read when a navigation starts (not from the last render): the save's own navigation comes right after the wait. */
    isWaiting,
    abandon: () => wait.current?.abort(),
    failed,
    saved: { mobile: defaultValues.mobile, email: defaultValues.email },
  };
}
