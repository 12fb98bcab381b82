import { act, fireEvent, render, screen } from "@testing-library/react";
import { SYSTEM_CHECK, SYSTEM_CHECK_MESSAGES } from "@unnati/contracts/system-check";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../../app/providers";
import { jsonResponse, stubFetch } from "../../../../test/fetch-stub";
import { DevicesProvider } from "../../devices-context";
import { fakeDevices, spyControls } from "../../test-devices";
import { IdentityStep } from "./identity-step";

const api = stubFetch();
const UPLOAD = "POST /api/system-check/identity-photo";
const EXAM_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const PHOTO_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

function renderIdentity(options: { upload: boolean; fake?: ReturnType<typeof fakeDevices> }) {
	const fake = options.fake ?? fakeDevices();
	const controls = spyControls();
	const onSaved = vi.fn();
	render(
		<AppProviders>
			<DevicesProvider devices={fake.devices}>
				<IdentityStep
					status="running"
					{...controls}
					upload={options.upload}
					examId={EXAM_ID}
					onSaved={onSaved}
				/>
			</DevicesProvider>
		</AppProviders>,
	);
	return { fake, controls, onSaved };
}

const flush = () => act(async () => {});

describe("IdentityStep (SPEC §5)", () => {
	it("takes a 0.8 JPEG, uploads it for the exam's record, and passes once it is saved", async () => {
		api.respond(UPLOAD, () =>
			jsonResponse({ id: PHOTO_ID, examId: EXAM_ID, bytes: 8, uploadedAt: "2025-06-14T10:00:00.000Z" }, 201),
		);
		const { fake, controls, onSaved } = renderIdentity({ upload: true });
		fireEvent.click(await screen.findByRole("button", { name: "Take photo" }));
		await flush();
		expect(fake.devices.captureJpeg).toHaveBeenCalledWith(
			expect.any(HTMLVideoElement),
			SYSTEM_CHECK.identityJpegQuality,
		);
		expect(SYSTEM_CHECK.identityJpegQuality).toBe(0.8);
		const form = api.fetchMock.mock.calls[0]?.[1]?.body;
		expect(form).toBeInstanceOf(FormData);
		const photo = (form as FormData).get("photo");
		expect(photo).toBeInstanceOf(File);
		expect((photo as File).type).toBe("image/jpeg");
		expect((form as FormData).get("examId")).toBe(EXAM_ID);
		expect(onSaved).toHaveBeenCalledWith(PHOTO_ID);
		expect(controls.onPass).toHaveBeenCalledWith("JPEG of 8 bytes, saved");
		expect(fake.tracks[0]?.stop).toHaveBeenCalled();
		expect(screen.getByRole("img", { name: "Your identity photo" })).toBeInTheDocument();
		expect(screen.getByText(SYSTEM_CHECK_MESSAGES.photoSaved)).toBeInTheDocument();
	});

	it("offers a retake, not Try Again, when the upload fails", async () => {
		api.respond(UPLOAD, () => jsonResponse({ message: "The identity photo must be a JPEG image." }, 415));
		const { fake, controls } = renderIdentity({ upload: true });
		fireEvent.click(await screen.findByRole("button", { name: "Take photo" }));
		await flush();
		expect(controls.onFail).toHaveBeenCalledWith(SYSTEM_CHECK_MESSAGES.photoUploadFailed);
		expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
		fireEvent.click(screen.getByRole("button", { name: "Retake photo" }));
		await flush();
		expect(controls.onStart).toHaveBeenCalledTimes(2);
		expect(fake.devices.getUserMedia).toHaveBeenCalledTimes(2);
		expect(await screen.findByRole("button", { name: "Take photo" })).toBeInTheDocument();
	});

	it("keeps the photo on this device for a visitor who is not signed in as a student", async () => {
		const { controls } = renderIdentity({ upload: false });
		fireEvent.click(await screen.findByRole("button", { name: "Take photo" }));
		await flush();
		expect(api.requests).toHaveLength(0);
		expect(controls.onPass).toHaveBeenCalledWith("JPEG of 8 bytes, not saved (not signed in as a student)");
	});

	it("fails with the camera's problem, and when the frame cannot be captured", async () => {
		const denied = fakeDevices({
			getUserMedia: vi.fn(async () => Promise.reject(new DOMException("no", "NotAllowedError"))),
		});
		const first = renderIdentity({ upload: true, fake: denied });
		await flush();
		expect(first.controls.onFail).toHaveBeenCalledWith(SYSTEM_CHECK_MESSAGES.cameraDenied);
		expect(screen.getByRole("button", { name: "Retake photo" })).toBeInTheDocument();
	});
});
