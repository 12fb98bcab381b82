import { Anchor, FileButton, Group, Loader, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { OFFER_LETTER_MAX_BYTES, OFFER_LETTER_MESSAGES, type Offer } from "@unnati/contracts/placements";
import { useState } from "react";
import { formatBytes } from "../../../lib/format-bytes";
import { failureMessage } from "../../../lib/http-error";
import { offerLetterUrl, placementKeys, uploadOfferLetter } from "../api";

/** A link to download the offer's letter, naming the file and its size. */
export function OfferLetterLink({ offer }: { offer: Offer }) {
	if (!offer.letter) return null;
	return (
		<Anchor href={offerLetterUrl(offer.id)} download={offer.letter.name} size="sm">
			Offer letter ({offer.letter.name}, {formatBytes(offer.letter.bytes)})
		</Anchor>
	);
}

/**
 * The officer's upload of an offer's letter: a PDF of at most 5 MB, checked here before it is sent
 * (and again by the server). Replaces an earlier letter.
 */
export function OfferLetterUpload({ offer, studentName }: { offer: Offer; studentName: string }) {
	const client = useQueryClient();
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const upload = async (file: File | null) => {
		if (!file) return;
		setError(null);
		if (file.size > OFFER_LETTER_MAX_BYTES) return setError(OFFER_LETTER_MESSAGES.tooLarge);
		if (file.type && file.type !== "application/pdf") return setError(OFFER_LETTER_MESSAGES.wrongType);
		setBusy(true);
		try {
			await uploadOfferLetter(offer.id, file);
			await client.invalidateQueries({ queryKey: placementKeys.all });
		} catch (caught) {
			setError(failureMessage(caught, "The offer letter was not uploaded. Try again."));
		} finally {
			setBusy(false);
		}
	};
	return (
		<div>
			<Group gap="xs">
				<OfferLetterLink offer={offer} />
				<FileButton onChange={upload} accept="application/pdf">
					{(props) => (
						<Anchor
							component="button"
							type="button"
							size="sm"
							disabled={busy}
							aria-label={`${offer.letter ? "Replace" : "Upload"} the offer letter for ${studentName}`}
							{...props}
						>
							{offer.letter ? "Replace letter" : "Upload offer letter (PDF)"}
						</Anchor>
					)}
				</FileButton>
				{busy && <Loader size="xs" aria-label="Uploading the offer letter" />}
			</Group>
			{error && (
				<Text size="xs" c="red.8" role="alert">
					{error}
				</Text>
			)}
		</div>
	);
}
