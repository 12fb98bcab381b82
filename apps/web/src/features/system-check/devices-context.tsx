import { createContext, type ReactNode, useContext, useState } from "react";
import { browserDevices, type SystemCheckDevices } from "./devices";

const DevicesContext = createContext<SystemCheckDevices | null>(null);

/** Hands the steps their devices: the real browser's unless `devices` is given (tests). */
export function DevicesProvider({
	devices,
	children,
}: {
	devices?: SystemCheckDevices;
	children: ReactNode;
}) {
	const [value] = useState(() => devices ?? browserDevices());
	return <DevicesContext.Provider value={value}>{children}</DevicesContext.Provider>;
}

export function useDevices(): SystemCheckDevices {
	const devices = useContext(DevicesContext);
	if (!devices) throw new Error("useDevices needs a DevicesProvider");
	return devices;
}
