global_load_lds_ubyte v[2:3], off
global_load_lds_ushort v[2:3], off
global_load_lds_dword v[2:3], off
global_load_lds_dwordx3 v[2:3], off
global_load_lds_dwordx4 v[2:3], off
global_load_lds_dword v[2:3], off offset:4095
global_load_lds_dword v[2:3], off offset:-4096
global_load_lds_dword v[2:3], off offset:4096
buffer_load_dwordx3 v1, s[4:7], 0 offen lds
buffer_load_dwordx4 v1, s[4:7], 0 offen lds
